import { isCampaignActive, type Campaign } from '@atende/contract';

/** "Plain-close placeholder campaign id -1" (seed 000 §9). */
export const PLACEHOLDER_CAMPAIGN_ID = -1;

/** The 'No configuring...' entry offered when no campaign is active (seed 000 §4). */
export interface PlaceholderCampaign {
  campaign_Id: typeof PLACEHOLDER_CAMPAIGN_ID;
}

/** One entry of the close dialog's campaign select. */
export type CampaignOption = Campaign | PlaceholderCampaign;

/** The catalogue key of a refused close (seed 000 §5, §8). */
export type CloseError = 'errorClosingServices' | 'errorCampaign';

/** What Save does: refuse with an error, close plainly (User_Att_Close) or with a campaign's flow. */
export type CloseDecision =
  { error: CloseError } | { path: 'plain' } | { path: 'campaign'; flowName: string };

/** What the agent chose in the close dialog; `null`/`undefined` when nothing is chosen. */
export interface CloseChoice {
  completionId: number | null | undefined;
  campaignId: number | null | undefined;
  /** The campaigns that were offered (the chosen id is looked up here). */
  campaigns: readonly CampaignOption[];
}

/** True for the placeholder entry. */
export function isPlaceholderCampaign(option: CampaignOption): option is PlaceholderCampaign {
  return option.campaign_Id === PLACEHOLDER_CAMPAIGN_ID;
}

/** The campaigns active at `now` (seed 000 §4, `isCampaignActive` of the contract), in their order. */
export function activeCampaigns(campaigns: readonly Campaign[], now: Date): Campaign[] {
  return campaigns.filter((campaign) => isCampaignActive(campaign, now));
}

/**
 * The campaign select's entries: the active campaigns, or only the placeholder (id -1) when none is
 * active ("With no active campaign, a placeholder 'No configuring...' (id -1) is offered", seed 000 §4).
 */
export function campaignOptions(campaigns: readonly Campaign[], now: Date): CampaignOption[] {
  const active = activeCampaigns(campaigns, now);
  return active.length > 0 ? active : [{ campaign_Id: PLACEHOLDER_CAMPAIGN_ID }];
}

/**
 * Seed 000 §5: "a completion status and a campaign must be chosen (campaign error otherwise). With the
 * plain-close placeholder, the completion must be non-zero (close-service error otherwise)."
 * The API needs a non-zero completion on both paths (ADR 0003), so a missing completion is refused
 * first, with errorClosingServices ("a completion status must be selected"); then a missing or unknown
 * campaign with errorCampaign. The placeholder closes plainly; a real campaign closes with its flow.
 */
export function decideClose({ completionId, campaignId, campaigns }: CloseChoice): CloseDecision {
  if (!completionId) return { error: 'errorClosingServices' };
  if (campaignId === null || campaignId === undefined) return { error: 'errorCampaign' };
  const campaign = campaigns.find((option) => option.campaign_Id === campaignId);
  if (!campaign) return { error: 'errorCampaign' };
  if (isPlaceholderCampaign(campaign)) return { path: 'plain' };
  const flowName = campaign.flow_Name ?? '';
  return flowName.trim() ? { path: 'campaign', flowName } : { error: 'errorCampaign' };
}
