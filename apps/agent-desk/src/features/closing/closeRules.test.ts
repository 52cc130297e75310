import type { Campaign } from '@atende/contract';
import {
  activeCampaigns,
  campaignOptions,
  decideClose,
  PLACEHOLDER_CAMPAIGN_ID,
} from './closeRules';

function campaign(id: number, start?: string, end?: string, flowName = `flow-${id}`): Campaign {
  return {
    campaign_Id: id,
    campaign_Name: `Campaign ${id}`,
    flow_Name: flowName,
    start_DateTime: start,
    end_DateTime: end,
  };
}

const START = '2026-03-01T00:00:00.000Z';
const END = '2026-03-31T23:59:59.000Z';
const march = campaign(1, START, END);
const past = campaign(2, '2025-01-01T00:00:00.000Z', '2025-01-31T00:00:00.000Z');
const future = campaign(3, '2027-01-01T00:00:00.000Z', '2027-12-31T00:00:00.000Z');

describe('activeCampaigns and campaignOptions', () => {
  const now = new Date('2026-03-15T12:00:00Z');

  it('keeps only the active campaigns, in order', () => {
    const other = campaign(7, '2026-02-01T00:00:00Z', '2026-04-01T00:00:00Z');
    expect(activeCampaigns([past, march, future, other], now)).toEqual([march, other]);
  });

  it('offers the active campaigns without the placeholder', () => {
    expect(campaignOptions([past, march, future], now)).toEqual([march]);
  });

  it('offers only the placeholder (id -1) when none is active', () => {
    expect(PLACEHOLDER_CAMPAIGN_ID).toBe(-1);
    expect(campaignOptions([past, future], now)).toEqual([{ campaign_Id: -1 }]);
    expect(campaignOptions([], now)).toEqual([{ campaign_Id: -1 }]);
  });
});

describe('decideClose', () => {
  const placeholderOnly = [{ campaign_Id: PLACEHOLDER_CAMPAIGN_ID }] as const;

  it('refuses a missing or zero completion with errorClosingServices', () => {
    for (const completionId of [null, undefined, 0]) {
      expect(decideClose({ completionId, campaignId: -1, campaigns: placeholderOnly })).toEqual({
        error: 'errorClosingServices',
      });
      expect(decideClose({ completionId, campaignId: 1, campaigns: [march] })).toEqual({
        error: 'errorClosingServices',
      });
    }
  });

  it('asks for the completion first when both are missing', () => {
    expect(decideClose({ completionId: null, campaignId: null, campaigns: [march] })).toEqual({
      error: 'errorClosingServices',
    });
  });

  it('refuses a missing campaign with errorCampaign', () => {
    expect(decideClose({ completionId: 3, campaignId: null, campaigns: [march] })).toEqual({
      error: 'errorCampaign',
    });
    expect(
      decideClose({ completionId: 3, campaignId: undefined, campaigns: placeholderOnly }),
    ).toEqual({ error: 'errorCampaign' });
  });

  it('refuses a campaign that was not offered, or one without a flow', () => {
    expect(decideClose({ completionId: 3, campaignId: 9, campaigns: [march] })).toEqual({
      error: 'errorCampaign',
    });
    expect(
      decideClose({ completionId: 3, campaignId: 8, campaigns: [campaign(8, START, END, '  ')] }),
    ).toEqual({ error: 'errorCampaign' });
  });

  it('closes plainly with the placeholder and a completion', () => {
    expect(decideClose({ completionId: 3, campaignId: -1, campaigns: placeholderOnly })).toEqual({
      path: 'plain',
    });
  });

  it("closes with a real campaign's flow_Name", () => {
    expect(decideClose({ completionId: 3, campaignId: 1, campaigns: [march] })).toEqual({
      path: 'campaign',
      flowName: 'flow-1',
    });
  });
});
