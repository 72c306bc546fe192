-- A funder's slug (issue 25 §7): app/domain/funders/funder-slug.ts, step for step, with its tables
-- written out (the Latin letters and their ASCII letters; A-Z lower-cased by translate, not lower(),
-- so no locale changes it). A name with nothing kept gets "x-" and the hex code points of its first
-- 12 characters but spaces. tests/integration/funder-pages.test.ts holds the two to the same answers.
CREATE OR REPLACE FUNCTION f_funder_slug(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(NULLIF(s.slug, ''), 'x-' || coalesce((
      SELECT pg_catalog.string_agg(pg_catalog.to_hex(pg_catalog.ascii(c.ch)), '-' ORDER BY c.n)
      FROM pg_catalog.regexp_split_to_table(pg_catalog.left(pg_catalog.replace($1, ' ', ''), 12), '') WITH ORDINALITY AS c(ch, n)
      WHERE c.ch <> ''
    ), ''))
    FROM (SELECT pg_catalog.rtrim(pg_catalog.left(pg_catalog.btrim(pg_catalog.regexp_replace(pg_catalog.translate(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.regexp_replace($1, '[\u0300-\u036F\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640''\u2019\u02BC]', '', 'g'), 'Ĳ', 'ij'), 'ĳ', 'ij'), 'Ǆ', 'dz'), 'ǅ', 'dz'), 'ǆ', 'dz'), 'Ǉ', 'lj'), 'ǈ', 'lj'), 'ǉ', 'lj'), 'Ǌ', 'nj'), 'ǋ', 'nj'), 'ǌ', 'nj'), 'Ǳ', 'dz'), 'ǲ', 'dz'), 'ǳ', 'dz'), 'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'þ', 'th'), 'Þ', 'th'),
        'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẛẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹøØđĐðÐłŁıħĦŧŦŋŊƙƘɗƊɓƁƴƳƒƑABCDEFGHIJKLMNOPQRSTUVWXYZ',
        'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzsoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwysaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyyooddddllihhttnnkkddbbyyffabcdefghijklmnopqrstuvwxyz'),
        '[^a-z0-9\u0621-\u063A\u0641-\u064A\u0660-\u0669\u066E-\u066F\u0671-\u06D3\u06D5\u06EE-\u06FC\u07C0-\u07EA\u1200-\u135A\u2D30-\u2D67]+', '-', 'g'), '-'), 80), '-') AS slug) AS s
  $$;--> statement-breakpoint
CREATE INDEX "grants_funder_slug_idx" ON "grants" USING btree (f_funder_slug(coalesce("funder_name", "source")));--> statement-breakpoint
CREATE INDEX "discovered_grants_queue_awarded_funder_idx" ON "discovered_grants_queue" USING btree (f_funder_slug("funder_name")) WHERE is_awarded_record;