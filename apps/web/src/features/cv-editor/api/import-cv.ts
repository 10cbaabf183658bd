import { useMutation } from '@tanstack/react-query';
import type { TImportCvResponse } from '@irreplaceable/contracts/cv/import-cv';
import { api } from '../../../shared/api/client';

/** POST /cv/import: the file is read on the server by the CV analysis's reader, and not kept. */
export function useImportCvFile() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post<TImportCvResponse>('/cv/import', form);
    },
  });
}
