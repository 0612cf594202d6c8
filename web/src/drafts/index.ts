export { ContinueDraft } from './ContinueDraft.tsx';
export { forgetKeptDrafts, type DraftScreen } from './kept-drafts.ts';
export { LeaveDialog, LeaveDraftDialog } from './LeaveDraftDialog.tsx';
export { useKeptDraft } from './use-kept-draft.ts';
