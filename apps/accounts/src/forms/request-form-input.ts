/** The request form's fields and their checks (spec §6: a title wish from a subscribed member). */
import type { FieldErrors } from './field-errors.ts';

export const REQUEST_TITLE_MAX_LENGTH = 100;
export const REQUEST_MESSAGE_MAX_LENGTH = 1000;

export interface RequestFormInput {
  titleName: string;
  message: string;
}

const characters = (text: string) => [...text].length;

export function requestFormErrors({ titleName, message }: RequestFormInput): FieldErrors {
  const errors: FieldErrors = {};
  if (titleName === '') errors.titleName = '作品名を入力してください。';
  else if (characters(titleName) > REQUEST_TITLE_MAX_LENGTH)
    errors.titleName = `作品名は${REQUEST_TITLE_MAX_LENGTH}文字以内で入力してください。`;
  if (characters(message) > REQUEST_MESSAGE_MAX_LENGTH) {
    errors.message = `リクエスト内容は${REQUEST_MESSAGE_MAX_LENGTH.toLocaleString('ja-JP')}文字以内で入力してください（いまは${characters(message).toLocaleString('ja-JP')}文字です）。`;
  }
  return errors;
}
