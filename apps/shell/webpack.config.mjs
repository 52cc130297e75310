// The shell (host): remotes are registered at runtime from config.json, never named here.
import { createAppWebpackConfig } from '@atende/config';

export default createAppWebpackConfig({
  name: 'shell',
  port: 3000,
  isHost: true,
  dir: import.meta.dirname,
});
