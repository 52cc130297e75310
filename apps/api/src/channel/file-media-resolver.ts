import type { FileStore } from '../files/types';
import { badRequest } from '../http/errors';
import type { MediaResolver } from './types';

/**
 * A MediaResolver for media already in the file store (the simulator uploads there first): the
 * media id is the file key, the address is `fileStore.urlFor(key, name)`. An unknown id is a 400
 * naming `media.id`.
 */
export function createFileStoreMediaResolver(fileStore: FileStore): MediaResolver {
  return {
    async resolve(media) {
      const info = await fileStore.info(media.id);
      if (!info) throw badRequest('media.id', 'Unknown media id.');
      return fileStore.urlFor(info.key, info.fileName);
    },
  };
}
