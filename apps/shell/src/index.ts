// Async boundary: shared modules (react, antd, ...) are negotiated before the app's code runs.
void import('./bootstrap');
