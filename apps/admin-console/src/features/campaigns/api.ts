// The server call of the campaign form, from the API client (packages/api-client calls/admin.ts):
// POST Campaign_Update with the contract's `CampaignSaveBody` (`campaign_Id` 0 creates).
export { saveCampaign } from '@atende/api-client';
