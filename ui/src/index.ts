// The light core of the design system: what the login page needs too. Radix widgets
// live in '@cobber/ui/widgets' and the query client in '@cobber/web/query', so the
// signed-out page does not download them.
export { Badge, type BadgeTone } from './badge.tsx';
export { Button, buttonClasses, type ButtonProps, type ButtonSize, type ButtonVariant } from './button.tsx';
export { Card, CardTitle } from './card.tsx';
export { cn } from './cn.ts';
export { Field } from './field.tsx';
export { showFirstError, useFirstErrorOnSubmit } from './first-error.ts';
export { Input, Label, Select, Textarea } from './input.tsx';
export { AppHeader, AppLayout, BottomNav } from './layout.tsx';
export { ShowMore, useDebounced } from './list-pages.tsx';
export { LoadFailed } from './load-failed.tsx';
export { Logo } from './logo.tsx';
export type { RemoteRoute, RouteInfo, ScreenModule, Tab } from './routes.ts';
export { OpenedOnce } from './opened-once.tsx';
export { resolverLater } from './resolver-later.ts';
export { PageSpinner, Spinner } from './spinner.tsx';
