import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { emptyQueryError, noSearchDataError, searchErrorFromFailure } from './search-error';

const answer = (status: number, body: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ status, detail: 'An error occurred', ...body });

describe('search status mapping (spec 000 section 8)', () => {
  it.each([
    [answer(429, { detail: 'Slow down, please.' }), 'rate_limit_error', 'Slow down, please.'],
    [answer(429), 'rate_limit_error', 'Too many searches! Please try again tomorrow.'],
    [answer(408), 'timeout_error', 'The search timed out.'],
    [answer(500), 'server_error', 'Our server ran into a problem.'],
    [answer(404), 'server_error', 'The search service could not be reached.'],
    [answer(502), 'network_error', 'We could not reach the server.'],
    [answer(403), 'network_error', 'We could not reach the server.'],
    [
      new ApiError({ status: 0, detail: 'x', errorType: 'network_error' }),
      'network_error',
      'The server did not answer.',
    ],
    [
      new ApiError({ status: 0, detail: 'x', errorType: 'timeout_error' }),
      'timeout_error',
      'The server did not answer.',
    ],
    [
      new TypeError('Failed to build the request'),
      'network_error',
      'We could not reach the server.',
    ],
  ])('maps %o to %s', (failure, type, message) => {
    expect(searchErrorFromFailure(failure)).toMatchObject({ type, message });
  });

  it.each([400, 422])('%i keeps the server error, its type, suggestion and examples', (status) => {
    const error = searchErrorFromFailure(
      answer(status, {
        detail: 'Developer is too broad.',
        errorType: 'too_vague',
        suggestion: 'Say which kind of developer.',
        examples: ['Frontend Developer', 'Backend Developer'],
      }),
    );

    expect(error).toEqual({
      type: 'too_vague',
      message: 'Developer is too broad.',
      suggestion: 'Say which kind of developer.',
      examples: ['Frontend Developer', 'Backend Developer'],
    });
  });

  it('treats a 400 without an error type as a validation error with the server detail', () => {
    expect(searchErrorFromFailure(answer(400, { detail: 'Query too long.' }))).toMatchObject({
      type: 'validation_error',
      message: 'Query too long.',
    });
  });

  it('falls back to invalid_search_query when a 422 has no detail', () => {
    expect(searchErrorFromFailure(answer(422))).toMatchObject({
      type: 'validation_error',
      message: 'That search could not be used.',
    });
  });

  it('treats an unknown server error type on a 400 as a validation error', () => {
    const error = searchErrorFromFailure(answer(400, { detail: 'Nope.', errorType: 'weird' }));
    expect(error).toMatchObject({ type: 'validation_error', message: 'Nope.' });
  });

  it('has texts for an empty query and for empty data', () => {
    expect(emptyQueryError()).toMatchObject({
      type: 'empty_query',
      message: 'The search box is empty.',
    });
    expect(noSearchDataError()).toMatchObject({
      type: 'general',
      message: 'The server sent back no results.',
    });
  });

  it('speaks Chinese when the interface does', async () => {
    await changeLanguage('zh');

    // Without a JSON body the API client's detail is its generic text, in the interface language.
    const bare = answer(429, { detail: '发生错误' });
    expect(searchErrorFromFailure(bare).message).toBe('搜索次数太多啦！请明天再试。');
    expect(searchErrorFromFailure(answer(500)).message).toBe('服务器出了点问题。');
  });
});
