import { Link } from 'react-router-dom';
import { href } from '../../paths';
import { Article, Block, Links } from '../../ui';
import { Hotline } from '../shared/companyParts';

/** 贵宾服务: the services verified customers receive (spec 1 §2, §6; spec 3 §2 about pages). Static. */
export default function AboutUsVipPage() {
  return (
    <Article>
      <Block id="vip-intro" title="贵宾服务">
        <p>完成实名认证的客户即可享受公司贵宾服务，由专属理财经理为您提供一对一的财富管理服务。</p>
      </Block>
      <Block id="vip-services" title="服务内容">
        <ul>
          <li>专属理财经理：产品咨询、认购协助与存续期信息告知</li>
          <li>优先预约：热门产品额度优先预约</li>
          <li>专属活动：财富讲堂、客户沙龙与四季活动</li>
          <li>积分权益：签到、邀请与认购积分，可在积分商城兑换礼品</li>
        </ul>
      </Block>
      <Block id="vip-contact" title="联系我们">
        <Links>
          <Link to={href('mineFinancialManager')}>联系我的理财经理</Link>
          <Link to={href('branchNetwork')}>查看服务网点</Link>
        </Links>
      </Block>
      <Hotline />
    </Article>
  );
}
