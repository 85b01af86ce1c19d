-- The 65+ acknowledgement as evidence (issue 7/11): whether the investor re-typed and confirmed the sentence before
-- the answers were saved (updateInvestor's readFlag). Required from 65; kept for every assessment.
ALTER TABLE risk_results ADD COLUMN acknowledged boolean NOT NULL DEFAULT false;
