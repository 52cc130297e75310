import { createStore } from 'zustand/vanilla';
import type { RemoteName } from '../config/shellConfig';

/** Versions of the remotes loaded in this page (from their manifests), for the footer and support. */
export type RemoteVersions = Partial<Record<RemoteName, string>>;

/** Shell-private store of the loaded remotes' versions. */
export const remoteVersionsStore = createStore<RemoteVersions>()(() => ({}));
