import { api } from '../../../shared/api/client';

/** The owner's own uploaded file, saved under its name (the API needs the bearer token). */
export async function downloadCvFile(analysisId: string, fileName: string): Promise<void> {
  const blob = await api.get<Blob>(`/cv-analysis/${analysisId}/file`, { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
