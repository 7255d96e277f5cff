import type { Config } from '../../config.ts';
import { localDiskStorage } from './local-disk.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

/** The bucket when `S3_*` is configured, local disk under DATA_DIR otherwise (DESIGN §1). */
export function createStorage(config: Config): Storage {
  return config.s3 ? s3Storage(config.s3) : localDiskStorage(config.dataDir);
}
