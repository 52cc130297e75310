// Runs the API suites of this project against the real Postgres at TEST_DATABASE_URL.
process.env.API_TEST_DB = 'postgres';
