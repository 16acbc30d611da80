import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProjectProgress, ProjectState } from '@app/shared';

/** Spec §3's project status words. */
export const PROGRESS_LABEL: Record<ProjectProgress, MessageDescriptor> = {
  planning: msg`Planning`,
  in_progress: msg`In Progress`,
  completed: msg`Completed`,
};

export const PROGRESS_STYLE: Record<ProjectProgress, string> = {
  in_progress: 'bg-sky-500/15 text-sky-200',
  planning: 'bg-amber-500/15 text-amber-200',
  completed: 'bg-emerald-500/15 text-emerald-200',
};

export const STATE_LABEL: Record<ProjectState, MessageDescriptor> = {
  draft: msg`Draft`,
  submitted: msg`Waiting for review`,
  changes_requested: msg`Changes requested`,
  rejected: msg`Not approved`,
  published: msg`Published`,
};

export const STATE_STYLE: Record<ProjectState, string> = {
  draft: 'bg-slate-600 text-slate-50',
  submitted: 'bg-sky-800 text-sky-50',
  changes_requested: 'bg-amber-800 text-amber-50',
  rejected: 'bg-red-800 text-red-50',
  published: 'bg-emerald-800 text-emerald-50',
};
