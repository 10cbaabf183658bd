import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@irreplaceable/contracts/constants';
import type { TServerMessage } from '@irreplaceable/contracts/realtime/messages';
import { parseServerMessage } from '../../../shared/realtime/server-messages';
import { SocketClient, socketUrl } from '../../../shared/realtime/socket-client';
import { removePersisted } from '../../../shared/storage/persisted-query';
import { jobDetailKeys, jobDetailStorageKeys } from '../api/query-keys';

/**
 * A page the server is rewriting in the background (`refresh_pending`) stays on screen as it is;
 * a socket watches the job and, when the server says the new page is written, the page and its
 * reviews are fetched again.
 */
export function useJobRefresh(jobId: number, language: Language, isPending: boolean) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isPending) return undefined;
    const client = new SocketClient<TServerMessage>({
      url: () => socketUrl('/ws'),
      parse: parseServerMessage,
      greeting: () => ({ type: 'watch_job', data: { job_id: jobId } }),
    });
    const stop = client.on('job_updated', (message) => {
      if (message.data.job_id !== jobId) return;
      removePersisted(jobDetailStorageKeys.job(jobId, language));
      removePersisted(jobDetailStorageKeys.reviews(jobId, language));
      void queryClient.invalidateQueries({ queryKey: jobDetailKeys.job(jobId, language) });
      void queryClient.invalidateQueries({ queryKey: jobDetailKeys.reviews(jobId, language) });
    });
    client.connect();
    return () => {
      stop();
      client.disconnect();
    };
  }, [jobId, language, isPending, queryClient]);
}
