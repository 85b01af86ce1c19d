import {
  AREA_START,
  contactFormMachine,
  selectContactFormView,
  type Choice,
} from '../../../machines/contactForm/contactForm';
import styled from 'styled-components';
import { contactText } from '../../contract';
import { useFlow } from '../../flows/useFlow';
import { contactFormImplementations } from '../../../machines/contactForm/contactForm.implementations';
import { Button, FieldError, FormNotice, ReadOnlyField, TextField } from '../../ui';
// Not through the kit's index: the entry imports that, and the pickers belong to the pages that use them.
import { AreaPicker, PickerField } from '../../ui/Picker';
import { contactMaxLength, type ContactTypedField } from '../../validation/profile';
import { Actions, Section, SectionTitle } from './profileParts';
import { LoadFailed, Loading } from '../shared/LoadStates';

/** The typed rows: label and placeholder. */
const TYPED: Record<ContactTypedField, { label: string; placeholder: string; inputMode?: 'numeric' | 'email' }> = {
  postalCode: { label: '邮政编码', placeholder: '请输入邮政编码', inputMode: 'numeric' },
  contactAddress: { label: '详细地址', placeholder: '请输入详细地址' },
  faxAddress: { label: '传真', placeholder: '请输入传真号码' },
  email: { label: '电子邮箱', placeholder: '请输入电子邮箱', inputMode: 'email' },
  jobDescription: { label: '职业描述', placeholder: '请输入职业描述' },
};

/** Contact information, mineModifyInformation (spec 1 §2 "Contact information form", §3 contact fields). */
export default function ContactFormPage() {
  const [snapshot, send] = useFlow(contactFormMachine, contactFormImplementations);
  const view = selectContactFormView(snapshot);

  if (view.loading) return <Loading />;
  if (view.failed) return <LoadFailed onRetry={() => send({ type: 'user.retry' })} />;

  const typed = (field: ContactTypedField) => (
    <TextField
      key={field}
      label={TYPED[field].label}
      placeholder={TYPED[field].placeholder}
      inputMode={TYPED[field].inputMode}
      maxLength={contactMaxLength(field)}
      // What is typed while the form is being saved would be dropped with the draft the save clears.
      readOnly={view.saving}
      value={view.form[field]}
      onValueChange={(value) => send({ type: 'user.changeField', field, value })}
    />
  );
  const pick = (field: 'country' | 'nation' | 'jobOccupation', label: string) => (
    <PickerField
      label={label}
      value={view.chosen(field)}
      options={view.dicts[field]}
      onPick={(choice: Choice) => send({ type: 'user.pick', field, choice })}
    />
  );

  return (
    <form onSubmit={(e) => e.preventDefault()}>
      {view.unsaved && (
        <Unsaved role="note">
          <span>{contactText.unsaved}</span>
          <button type="button" disabled={!view.canSubmit} onClick={() => send({ type: 'user.discardChanges' })}>
            {contactText.discard}
          </button>
        </Unsaved>
      )}
      <Section>
        <SectionTitle>基本信息</SectionTitle>
        <ReadOnlyField label="证件类型" value={view.identity.certificateType} />
        <ReadOnlyField label="性别" value={view.identity.sex} />
        {pick('country', '国籍')}
        {pick('nation', '民族')}
      </Section>
      <Section>
        <SectionTitle>联系地址</SectionTitle>
        <AreaPicker
          value={{ province: view.chosen('province'), city: view.chosen('city'), zone: view.chosen('zone') }}
          options={view.areas}
          loading={view.loadingArea}
          start={AREA_START}
          onPick={(level, choice) => send({ type: 'user.pickArea', level, choice })}
        />
        {view.chosen('province') && (
          <ClearArea type="button" disabled={!view.canSubmit} onClick={() => send({ type: 'user.clearArea' })}>
            清除地址
          </ClearArea>
        )}
        {typed('contactAddress')}
        {typed('postalCode')}
      </Section>
      <Section>
        <SectionTitle>其他信息</SectionTitle>
        {typed('email')}
        {typed('faxAddress')}
        {pick('jobOccupation', '职业')}
        {view.needsDescription && typed('jobDescription')}
      </Section>
      {view.message && <FieldError>{view.message}</FieldError>}
      {view.notice && <FormNotice>{view.notice}</FormNotice>}
      <Actions>
        <Button type="submit" disabled={!view.canSubmit} onClick={() => send({ type: 'user.submit' })}>
          保存
        </Button>
      </Actions>
    </form>
  );
}

const Unsaved = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 12px 12px 0;
  padding: 8px 12px;
  border-radius: 8px;
  background: #fff7e6;
  color: #8a5a00;
  font-size: ${({ theme }) => theme.font.body};
  span {
    flex: 1;
  }
  button {
    min-height: 36px;
    padding: 0 12px;
    border: 1px solid currentColor;
    border-radius: 18px;
    background: none;
    color: inherit;
    font-size: ${({ theme }) => theme.font.body};
  }
`;

const ClearArea = styled.button`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 16px;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  text-align: right;
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.body};
`;
