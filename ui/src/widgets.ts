// Interactive widgets on Radix primitives, and the toasts. A separate entry from the
// core so the signed-out login page does not download them.
export { Accordion, AccordionSection, Checkbox, Switch, Tooltip, TOOLTIP_DELAY_MS } from './controls.tsx';
export { Dialog } from './dialog.tsx';
// By package name: the one shared toast store, not a copy of it.
export * from '@cobber/ui/toasts';
export { ProgressTracker, type ProgressTrackerProps } from './progress-tracker.tsx';
