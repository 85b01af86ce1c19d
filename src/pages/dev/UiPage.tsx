import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  Checkbox,
  CheckLabel,
  ChoiceList,
  ChoiceRow,
  EmptyState,
  FieldError,
  FormHint,
  Modal,
  PasswordField,
  PhoneField,
  ReadOnlyField,
  Row,
  Rows,
  Skeleton,
  StepperField,
  SwitchRow,
  TabBar,
  TextField,
} from '../../ui';
import { Bubble } from '../../ui/Toast';
import { Chip, ChipsAction } from '../../ui/Chip';
import { NoticeBar } from '../../ui/NoticeBar';
import type { AreaLevel } from '../../contract';
import { AreaPicker, PickerField, type PickerOption } from '../../ui/Picker';

const CITIES: PickerOption[] = [
  { code: '110000', name: '北京市' },
  { code: '310000', name: '上海市' },
  { code: '330100', name: '杭州市' },
];
const AREAS: Record<AreaLevel, PickerOption[]> = {
  province: [
    { code: '110000', name: '北京市' },
    { code: '330000', name: '浙江省' },
  ],
  city: [{ code: '330100', name: '杭州市' }],
  zone: [
    { code: '330102', name: '上城区' },
    { code: '330106', name: '西湖区' },
  ],
};
const NO_AREA: Record<AreaLevel, PickerOption | null> = { province: null, city: null, zone: null };

const TABS = [
  { id: 'a', label: '精选' },
  { id: 'b', label: '四季活动' },
  { id: 'c', label: '消保权益' },
];

/**
 * Dev only (`/phone/__ui`, registered under the same inline `import.meta.env.DEV` check as the flows page): every
 * component of src/ui in each of its states, on the theme the screens use, so a change to one is seen everywhere
 * it shows. Nothing here calls the server.
 */
export default function UiPage() {
  const [text, setText] = useState('张明远');
  const [count, setCount] = useState('1');
  const [city, setCity] = useState<PickerOption | null>(null);
  const [area, setArea] = useState(NO_AREA);
  const [agreed, setAgreed] = useState(false);
  const [answer, setAnswer] = useState('A');
  const [tab, setTab] = useState('a');
  const [on, setOn] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [chips, setChips] = useState(['募集中', '100万以下']);

  return (
    <Catalogue>
      <Part title="按钮 Button">
        <Line>
          <Button $inline>主要</Button>
          <Button $inline $variant="secondary">
            次要
          </Button>
          <Button $inline $variant="text">
            文字
          </Button>
        </Line>
        <Line>
          <Button $inline disabled>
            主要
          </Button>
          <Button $inline $variant="secondary" disabled>
            次要
          </Button>
          <Button $inline $variant="text" disabled>
            文字
          </Button>
        </Line>
        <Line>
          <Button $inline $pill>
            立即投资
          </Button>
          <Button $inline $pill disabled>
            募集结束
          </Button>
          <Button $inline aria-busy>
            提交中
          </Button>
        </Line>
        <Line>
          <Button>通栏按钮</Button>
        </Line>
      </Part>

      <Part title="输入 Field">
        <TextField label="姓名" value={text} onValueChange={setText} />
        <TextField label="备注" placeholder="选填，最多50字" value="" onValueChange={() => {}} />
        <ReadOnlyField label="证件类型" value="身份证" />
        <PhoneField value="" onValueChange={() => {}} />
        <PasswordField label="密码" placeholder="请输入密码" value="" onValueChange={() => {}} />
        <StepperField label="同行人数" value={count} min={0} max={9} onValueChange={setCount} />
        <PickerField label="所在城市" value={city} options={CITIES} onPick={setCity} />
        <AreaPicker
          value={area}
          options={{
            province: AREAS.province,
            city: area.province ? AREAS.city : [],
            zone: area.city ? AREAS.zone : [],
          }}
          onPick={(level, option) =>
            setArea((was) =>
              level === 'province'
                ? { ...NO_AREA, province: option }
                : level === 'city'
                  ? { ...was, city: option, zone: null }
                  : { ...was, zone: option },
            )
          }
        />
        <PickerField label="所在区县" value={null} options={[]} onPick={() => {}} busy />
        <PickerField label="街道" value={null} options={[]} onPick={() => {}} disabled />
        <FormHint>密码须为8-16位，包含字母和数字</FormHint>
        <FieldError>请输入正确的手机号</FieldError>
      </Part>

      <Part title="选择 Checkbox / Radio">
        <Line>
          <CheckLabel>
            <Checkbox checked={agreed} onChange={() => setAgreed(!agreed)} />
            我已阅读并同意
          </CheckLabel>
          <CheckLabel>
            <Checkbox checked disabled readOnly />
            不可修改
          </CheckLabel>
        </Line>
        <ChoiceList role="radiogroup" aria-label="单选">
          {['A', 'B'].map((value) => (
            <ChoiceRow key={value}>
              <input type="radio" name="ui-radio" checked={answer === value} onChange={() => setAnswer(value)} />
              <span>{value}. 选项</span>
            </ChoiceRow>
          ))}
          <ChoiceRow>
            <input type="radio" name="ui-radio-locked" checked disabled readOnly />
            <span>C. 不可修改（已选）</span>
          </ChoiceRow>
          <ChoiceRow>
            <input type="checkbox" checked readOnly />
            <span>多选（已选）</span>
          </ChoiceRow>
        </ChoiceList>
      </Part>

      <Part title="标签页 Tabs">
        <TabBar tabs={TABS} selected={tab} onSelect={setTab} label="示例栏目" idPrefix="ui-tabs" />
        {TABS.map((t) => (
          <Panel
            key={t.id}
            role="tabpanel"
            id={`ui-tabs-${t.id}`}
            aria-labelledby={`ui-tabs-tab-${t.id}`}
            hidden={t.id !== tab}
          >
            {t.label}的内容
          </Panel>
        ))}
      </Part>

      <Part title="筛选 Chips">
        <Line>
          {chips.map((chip) => (
            <Chip
              key={chip}
              $chosen
              aria-label={`移除筛选：${chip}`}
              onClick={() => setChips(chips.filter((c) => c !== chip))}
            >
              <span>{chip} ×</span>
            </Chip>
          ))}
          <Chip>
            <span>最近搜索</span>
          </Chip>
          <ChipsAction onClick={() => setChips(['募集中', '100万以下'])}>全部清除</ChipsAction>
        </Line>
      </Part>

      <Part title="列表 Rows">
        <Rows>
          <li>
            <Row value="平衡型" onClick={() => {}}>
              风险测评
            </Row>
          </li>
          <li>
            <Row value="已过期" tone="alert" onClick={() => {}}>
              风险测评
            </Row>
          </li>
          <li>
            <SwitchRow checked={on} onChange={setOn} note="字号放大，按钮加高">
              大字模式
            </SwitchRow>
          </li>
        </Rows>
      </Part>

      <Part title="弹窗与提示 Dialog / Toast / Notice">
        <Line>
          <Button $inline $variant="secondary" onClick={() => setDialog(true)}>
            打开对话框
          </Button>
        </Line>
        <Modal
          open={dialog}
          title="温馨提示"
          onDismiss={() => setDialog(false)}
          actions={
            <>
              <Button $variant="secondary" onClick={() => setDialog(false)}>
                取消
              </Button>
              <Button onClick={() => setDialog(false)}>确定</Button>
            </>
          }
        >
          <p>对话框的正文。</p>
        </Modal>
        <Still>
          <Bubble role="status">设置成功</Bubble>
        </Still>
        <NoticeBar role="status" $tone="info">
          网络已恢复
        </NoticeBar>
        <NoticeBar role="alert" $tone="warning">
          网络已断开
        </NoticeBar>
      </Part>

      <Part title="加载与空状态 Skeleton / Empty">
        <Skeleton shape="cards" label="加载中…" count={1} />
        <Skeleton shape="pictures" label="加载中…" count={2} />
        <Skeleton shape="rows" label="加载中…" count={2} />
        <Skeleton shape="detail" label="加载中…" />
        <Skeleton shape="verdict" label="加载中…" />
        <EmptyState />
        <EmptyState text="没有符合条件的产品" action={{ label: '清除筛选', onAction: () => {} }} />
        <EmptyState
          text="加载失败"
          picture="failed"
          action={{ label: '重新加载', onAction: () => {}, variant: 'secondary' }}
        />
      </Part>
    </Catalogue>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section aria-label={title}>
      <h2>{title}</h2>
      {children}
    </Section>
  );
}

const Catalogue = styled.div`
  padding-bottom: 40px;
`;

const Section = styled.section`
  margin: 12px 0 0;
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    padding: 14px 16px 8px;
    font-size: ${({ theme }) => theme.font.medium};
  }
`;

const Panel = styled.div`
  padding: 16px;
  color: ${({ theme }) => theme.color.muted};
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 8px 16px;
`;

// The toast is fixed to the middle of the screen; here it stands in its place in the page.
const Still = styled.div`
  position: relative;
  height: 64px;
  > * {
    position: absolute;
    top: 50%;
  }
`;
