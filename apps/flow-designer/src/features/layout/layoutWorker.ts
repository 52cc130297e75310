// The auto-layout worker: ELK's own worker script, which answers the messages of ELK's API
// (`elk-api`, used by layoutSteps on the page). Started by createLayoutWorker; webpack bundles it,
// with ELK, as a worker chunk loaded only on use. No federation-shared import (no share scope here).
import 'elkjs/lib/elk-worker.min.js';
