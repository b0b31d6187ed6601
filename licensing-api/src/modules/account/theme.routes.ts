// The signed-in user's colour theme (issue 29's dark mode): 'light', 'dark', or null to follow the
// operating system's choice. Kept on the user's row, so it follows them to another browser; each
// user sets only their own (the token's user), and UserInfo answers it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { workflows } from '@licensing/domain';
import { Type } from 'typebox';
import { objectBody } from '../../crud/index.js';
import { fieldError } from '../../lib/errors.js';
import { apiMessages } from '../../lib/messages.js';
import { errorResponses } from '../../lib/schemas.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { currentUser } from '../../plugins/app/auth.js';
import { ThemeChoice } from './account.schemas.js';

const THEMES = ['light', 'dark'] as const;
const isTheme = (value: unknown): value is (typeof THEMES)[number] => THEMES.includes(value as never);

const themeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...workflowRoute(workflows.SetTheme, {
      summary: "Sets the signed-in user's colour theme; answers it",
      body: Type.Object({ Theme: ThemeChoice }),
      response: { 200: Type.Object({ Theme: ThemeChoice }), ...errorResponses(400, 401) },
    }),
    ...objectBody,
    handler: async (request) => {
      const body = request.body as Record<string, unknown>;
      if (!('Theme' in body)) throw fieldError('Theme', apiMessages.fieldRequired('Theme'));
      const theme = body.Theme;
      if (theme !== null && !isTheme(theme)) {
        throw fieldError('Theme', apiMessages.fieldInvalid('Theme', "must be 'light', 'dark' or null"));
      }
      await app.db.updateTable('users').set({ theme }).where('id', '=', currentUser(request).id).execute();
      return { Theme: theme };
    },
  });
};

export default themeRoutes;
