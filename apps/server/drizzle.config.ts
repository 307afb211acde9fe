import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/chat-schema.ts',
    './src/db/agent-schema.ts',
    './src/db/library-schema.ts',
    './src/db/admin-schema.ts',
  ],
  out: './src/db/migrations',
});
