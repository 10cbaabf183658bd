import { useMutation } from '@tanstack/react-query';
import {
  UPLOAD_FIELD_NAME,
  type TUploadImageResponse,
} from '@irreplaceable/contracts/news/admin-upload-image';
import { api } from '../../../shared/api/client';

/** One picture as multipart form data; the server checks its size and content. */
export function uploadNewsImage(file: File): Promise<TUploadImageResponse> {
  const body = new FormData();
  body.append(UPLOAD_FIELD_NAME, file);
  return api.post<TUploadImageResponse>('/admin/news/images', body);
}

export function useUploadNewsImage() {
  return useMutation({ mutationFn: uploadNewsImage });
}
