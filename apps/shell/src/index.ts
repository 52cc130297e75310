import { fetchConfigEarly } from './config/earlyConfig';

// config.json is asked for at once, beside the shell's first chunks (issue 22, ADR 0029).
fetchConfigEarly();
// Async boundary: shared modules (react, antd, ...) are negotiated before the app's code runs.
void import('./bootstrap');
