import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeError } from './error-content.ts';

const notFoundText = 'お探しのページは見つかりませんでした。削除されたか、公開期間が終了した可能性があります。';

describe('describeError', () => {
  it('shows the 404 page for an unmatched route, keeping the technical text', () => {
    const content = describeError(new ErrorResponse(404, 'Not Found', 'Page not found: /nope'));
    expect(content).toEqual({
      status: 404,
      kind: 'not-found',
      message: notFoundText,
      detail: 'Page not found: /nope',
      code: null,
    });
  });

  it('shows the 404 page when the API answers 404', () => {
    const content = describeError(
      new ErrorResponse(404, 'Not Found', {
        source: 'api',
        code: 4004,
        message: 'お探しのページは見つかりませんでした。',
      }),
    );
    expect(content).toMatchObject({ kind: 'not-found', code: 4004, detail: 'API error 4004 (HTTP 404)' });
  });

  it('shows the congestion message for 503', () => {
    const content = describeError(
      new ErrorResponse(503, 'Service Unavailable', { source: 'api', code: 5003, message: '…' }),
    );
    expect(content.status).toBe(503);
    expect(content.message).toBe(
      'ただいまアクセスが集中しているため、ページを表示できません。しばらくしてから再度お試しください。',
    );
  });

  it('recognises 4003 by its code, not by its status', () => {
    const content = describeError(new ErrorResponse(403, 'Forbidden', { source: 'api', code: 4003, message: '…' }));
    expect(content).toMatchObject({
      status: 403,
      kind: 'outside-japan',
      message: 'このサービスは日本国内でのみご利用いただけます。',
    });
    const otherForbidden = describeError(
      new ErrorResponse(403, 'Forbidden', { source: 'api', code: 4030, message: '…' }),
    );
    expect(otherForbidden.kind).toBe('technical');
  });

  it("explains a refused request by its status in the contract's words, not as a technical problem", () => {
    expect(describeError(new ErrorResponse(413, 'Payload Too Large', null))).toMatchObject({
      status: 413,
      kind: 'bad-request',
      message: 'リクエストが大きすぎます。',
      detail: 'Payload Too Large',
    });
    expect(describeError(new ErrorResponse(405, 'Method Not Allowed', null))).toMatchObject({
      kind: 'bad-request',
      message: '入力内容に誤りがあります。',
    });
    const apiRefusal = describeError(
      new ErrorResponse(400, 'Bad Request', { source: 'api', code: 4000, message: '…' }),
    );
    expect(apiRefusal).toMatchObject({ kind: 'bad-request', code: 4000, message: '入力内容に誤りがあります。' });
  });

  it("keeps React Router's internal error text off the page", () => {
    const internal = new ErrorResponse(
      405,
      'Method Not Allowed',
      new Error('You made a PUT request to "/" but did not provide an `action` for route "root"'),
      true,
    );
    expect(describeError(internal)).toMatchObject({ status: 405, detail: 'Method Not Allowed' });
  });

  it('shows the technical-problem message for anything else, with the code attached', () => {
    const content = describeError(
      new ErrorResponse(500, 'Internal Server Error', { source: 'api', code: 5000, message: 'x' }),
    );
    expect(content).toMatchObject({ status: 500, kind: 'technical', code: 5000 });
    expect(content.message).toBe('技術的な問題が発生しました。時間をおいて再度お試しください。');
    expect(describeError(new TypeError('boom'))).toMatchObject({ status: 500, kind: 'technical', detail: 'boom' });
    expect(describeError('thrown string')).toMatchObject({ status: 500, kind: 'technical', detail: '' });
  });
});
