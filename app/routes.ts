import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/_marketing/home.tsx'),
  route('discover', 'routes/discover/discover.tsx'),
  route('grant/:id', 'routes/grant/grant.tsx'),
  route('grant/:id/save', 'routes/grant/save.ts'),
  route('grant/:id/apply', 'routes/grant/apply.ts'),
  route('auth', 'routes/_auth/auth.tsx'),
  route('auth/reset-password', 'routes/_auth/reset-password.tsx'),
  route('auth/sign-out', 'routes/_auth/sign-out.ts'),
  route('dashboard', 'routes/dashboard/dashboard.tsx'),
  route('dashboard/applications/:id', 'routes/dashboard/application.tsx'),
  route('profile', 'routes/profile/profile.tsx'),
  route('submit-grant', 'routes/submit-grant/submit-grant.tsx'),
  route('admin', 'routes/admin/admin.tsx'),
  route('admin/outbox', 'routes/admin/outbox.tsx'),
  route('admin/outbox/:id', 'routes/admin/outbox-message.tsx'),
  route('theme', 'routes/resources/theme.ts'),
  route('healthz', 'routes/resources/healthz.ts'),
  route('api/auth/*', 'routes/resources/auth-handler.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
