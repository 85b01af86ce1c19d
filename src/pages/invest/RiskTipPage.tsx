import { COMPANY_NAME } from '../shared/company';
import { Article, Block } from '../../ui';
import { SERVICE_HOURS } from '../shared/company';
import { Hotline } from '../shared/companyParts';

/**
 * 风险提示 (spec 2 §2 risktip, §9): the financial product risk warning every investor reads before investing, with
 * the hotline and its hours. Static.
 */
export default function RiskTipPage() {
  return (
    <Article>
      <Block id="risktip-intro" title="金融产品风险提示">
        <p>
          尊敬的投资者：信托产品属于金融产品，投资有风险。{COMPANY_NAME}
          依据信托文件管理、运用信托财产，但不承诺保本和最低收益。业绩比较基准不构成对信托收益的承诺或保证，信托财产的损失由投资者自行承担。请您在投资前认真阅读信托文件，充分了解产品的风险收益特征，根据自身的风险承受能力审慎决策。
        </p>
      </Block>
      <Block id="risktip-risks" title="主要风险">
        <ul>
          <li>市场风险：利率、汇率、证券价格等市场因素变化，可能使信托财产价值下降。</li>
          <li>信用风险：交易对手或融资人未能按约履行义务，可能使信托财产遭受损失。</li>
          <li>流动性风险：信托单位不能随时转让或赎回，投资者在信托期限内可能无法及时变现。</li>
          <li>管理风险：受托人的判断、经验和管理水平影响信托财产的收益水平。</li>
          <li>政策风险：法律法规及监管政策的变化，可能影响信托计划的设立、运行和收益。</li>
          <li>其他风险：战争、自然灾害等不可抗力，以及信托文件列明的其他风险。</li>
        </ul>
      </Block>
      <Block id="risktip-match" title="适当性匹配">
        <p>
          我们将根据您的风险测评结果向您推荐与风险承受能力相匹配的产品。风险测评结果有效期为一年，过期或您的财务状况、投资目标发生变化时，请重新进行风险测评。
        </p>
      </Block>
      <Hotline hours={SERVICE_HOURS} />
    </Article>
  );
}
