import { useEffect, useRef, useState } from 'react';
import type { TClientMessage, TServerMessage } from '@irreplaceable/contracts/realtime/messages';
import { useAuthStore } from '../auth/auth-store';
import { parseServerMessage } from './server-messages';
import { SocketClient, socketUrl, type TSocketStatus } from './socket-client';

export type TAnalysisProgress = Extract<TServerMessage, { type: 'analysis_progress' }>['data'];

/**
 * Live progress of the signed-in user's own analyses (CV, industry): a socket that names the user
 * by their access token, so the server sends it their analyses' steps and nobody else's. A new
 * token (after a refresh) is shown again; the page also polls, so a closed socket loses nothing.
 */
export function useAnalysisProgress(
  isEnabled: boolean,
  onProgress: (progress: TAnalysisProgress) => void,
): TSocketStatus {
  const accessToken = useAuthStore((state) => state.accessToken);
  const [status, setStatus] = useState<TSocketStatus>('idle');
  const handler = useRef(onProgress);
  useEffect(() => {
    handler.current = onProgress;
  }, [onProgress]);

  useEffect(() => {
    if (!isEnabled || !accessToken) return undefined;
    const authenticate = (): TClientMessage => ({
      type: 'authenticate',
      data: { access_token: accessToken },
    });
    const client = new SocketClient<TServerMessage>({
      url: () => socketUrl('/ws'),
      parse: parseServerMessage,
      greeting: authenticate,
    });
    const stopStatus = client.onStatus(setStatus);
    const stopProgress = client.on('analysis_progress', (message) => handler.current(message.data));
    client.connect();
    return () => {
      stopStatus();
      stopProgress();
      client.disconnect();
    };
  }, [isEnabled, accessToken]);

  return status;
}
