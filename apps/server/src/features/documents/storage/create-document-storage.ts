// Picks the document store the configuration asks for: local disk by default, S3-compatible when S3_BUCKET is set.
import type { StorageConfig } from '../../../config.js';
import type { DocumentStorage } from './document-storage.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';

export function createDocumentStorage(config: StorageConfig): DocumentStorage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}
