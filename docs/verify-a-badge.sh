#!/usr/bin/env bash
# Checks a saved Harambee badge statement with standard tools only (bash, coreutils' basenc, OpenSSL 3).
# Usage: bash verify-a-badge.sh STATEMENT.jws PUBLIC_KEY_X
#   PUBLIC_KEY_X: the "x" of the key whose "kid" the statement's header names, from
#   https://<the platform>/.well-known/harambee-badge-keys.json (see docs/verify-a-badge.md).
# Prints the header and the claims, then OpenSSL's verdict; exits 0 only when the signature is good.
set -euo pipefail
statement=$1
x=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# base64url without padding, as JWS writes it, to bytes: basenc wants the padding back.
b64url_decode() { local s; s=$(cat); while [ $(( ${#s} % 4 )) -ne 0 ]; do s="$s="; done; printf '%s' "$s" | basenc --base64url -d; }

# 1. The three parts: header.payload.signature.
IFS=. read -r header payload signature < "$statement" || true  # a file saved without a final newline
printf '%s' "$header" | b64url_decode; echo
printf '%s' "$payload" | b64url_decode; echo

# 2. What was signed (the ASCII of "header.payload"), and the 64-byte signature.
printf '%s.%s' "$header" "$payload" > "$work/signed-input"
printf '%s' "$signature" | b64url_decode > "$work/signature.bin"

# 3. The public key as PEM: the fixed DER prefix of an Ed25519 public key, then the 32 bytes of x.
{ printf '\x30\x2a\x30\x05\x06\x03\x2b\x65\x70\x03\x21\x00'; printf '%s' "$x" | b64url_decode; } > "$work/public-key.der"
openssl pkey -pubin -inform DER -in "$work/public-key.der" -out "$work/public-key.pem"

# 4. The check: "Signature Verified Successfully", or "Signature Verification Failure" (exit 1).
openssl pkeyutl -verify -pubin -inkey "$work/public-key.pem" -rawin -in "$work/signed-input" -sigfile "$work/signature.bin"
