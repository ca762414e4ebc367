import type { CampaignSummary } from '@hanabi/contract';
import { Link } from 'react-router';
import { campaignPeriodText } from './campaign-period.ts';
import './campaigns.css';

/** /campaign_list's items: each campaign's name, lead and period, linking to its page. */
export function CampaignListItems({ campaigns, label }: { campaigns: CampaignSummary[]; label: string }) {
  return (
    <ul className="campaign-list" aria-label={label}>
      {campaigns.map((campaign) => (
        <li key={campaign.slug}>
          <Link to={`/campaigns/${campaign.slug}`} className="campaign-list__item">
            <span className="campaign-list__name">{campaign.name}</span>
            {campaign.lead ? <span className="campaign-list__lead">{campaign.lead}</span> : null}
            <span className="campaign-list__period">開催期間：{campaignPeriodText(campaign)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
