import { flowProblems } from '@atende/contract';
import { welcomeSteps } from './welcomeFlow';

it('the seeded Welcome bot breaks no save rule and no editor warning (it opens and saves as seeded)', () => {
  expect(flowProblems({ initial_Step_Id: 0, steps: welcomeSteps(1) })).toEqual([]);
});
