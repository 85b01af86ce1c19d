import { Link } from 'react-router-dom';
import { href } from '../../paths';
import { Article, Block, Links } from '../../ui';
import { Hotline } from '../shared/companyParts';

/** 财富管理服务: what the wealth-management channel offers (spec 1 §2, spec 3 §2 about pages). Static. */
export default function AboutWealthPage() {
  return (
    <Article>
      <Block id="wealth-intro" title="财富管理服务">
        <p>
          公司财富管理中心面向合格投资者，提供从资产配置、产品选择到存续期管理的全流程服务。所有产品均经过严格的尽职调查与风险审查，并按照投资者适当性要求向您推介。
        </p>
      </Block>
      <Block id="wealth-products" title="产品与服务">
        <ul>
          <li>集合资金信托：固定收益类、权益类、现金管理类及混合类产品</li>
          <li>家族信托：财富传承、风险隔离与家族事务管理</li>
          <li>特殊需要信托与慈善信托</li>
          <li>财富体检：资产状况梳理与配置建议</li>
        </ul>
      </Block>
      <Block id="wealth-how" title="如何开始">
        <p>注册登录并完成实名认证、风险测评和合格投资者确认后，您即可在APP中认购产品，并获得专属理财经理服务。</p>
        <Links>
          <Link to={href('guide')}>查看服务指南</Link>
          <Link to={href('mineManagerhelpCenter')}>帮助中心</Link>
        </Links>
      </Block>
      <Hotline />
    </Article>
  );
}
