/**
 * Editors' changes to the picks that lead 「おすすめ」 (decision 0064): created, edited, deleted, and their ordered
 * titles replaced, each in one transaction with its audit entry. The viewer's GET /v1/recommended_titles reads
 * the same rows, so a change shows at once.
 */
import { type AdminEditorPickSummary, EDITOR_PICK_MESSAGES } from '@hanabi/contract';
import { ApiError } from '../../lib/api-error.ts';
import { collectionService } from '../../lib/title-collections/collection-service.ts';
import { windowStateAt } from '../../lib/title-collections/collection-titles.ts';
import {
  createAdminEditorPicksRepository,
  type EditorPickRow,
  editorPickFormOf,
} from './admin-editor-picks.repository.ts';

export function editorPickSummaryOf(row: EditorPickRow & { titleCount: number }, at: Date): AdminEditorPickSummary {
  return {
    id: row.id,
    name: row.name,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    state: windowStateAt(row, at),
    title_count: row.titleCount,
  };
}

export const {
  answer: editorPickAnswer,
  create: createEditorPick,
  update: updateEditorPick,
  remove: deleteEditorPick,
  replaceTitles: replaceEditorPickTitles,
} = collectionService({
  kind: 'pick',
  repository: createAdminEditorPicksRepository,
  formOf: editorPickFormOf,
  summaryOf: editorPickSummaryOf,
  notFound: () => new ApiError('notFound', { message: EDITOR_PICK_MESSAGES.notFound }),
});
