import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  CRS_FIELD_LABELS,
  CRS_IMAGE_INPUT_LABEL,
  CRS_AREA_LABELS,
  CRS_AREA_LEVELS,
  PLACE_FIELDS,
  crsDeclarationMachine,
  selectCrsDeclarationView,
  taxLabels,
  type CrsCountryField,
  type CrsImage,
  type CrsPlace,
  type CrsTextField,
} from '../../../machines/crsDeclaration/crsDeclaration';
import {
  CRS_BIRTH_MIN,
  CRS_IMAGE_TYPES,
  CRS_MAX_IMAGES,
  CRS_RESIDENCY_TYPES,
  CRS_EXEMPTIONS,
  chinaDate,
} from '../../contract';
import { CRS_ADDRESS_MAX_LENGTH } from '../../contract/fields';
import { useFlow } from '../../flows/useFlow';
import { crsDeclarationImplementations } from '../../../machines/crsDeclaration/crsDeclaration.implementations';
import { chooseImagesInApp } from '../../platform/imageChooser';
import { Button } from '../../ui/Button';
import { ChoiceList, ChoiceRow } from '../../ui/Choices';
import { FieldError, TextField } from '../../ui/Field';
import { AreaPicker, PickerField } from '../../ui/Picker';
import { fillsRatioBox, ratioBox } from '../../ui/ratio';
import { LoadFailed, Loading } from '../shared/LoadStates';
import { Page, Section, SectionTitle } from '../../ui';

/** The images a file input hands over, as the flow checks them. */
const asImages = (files: Iterable<File>): CrsImage[] =>
  [...files].map((file) => ({ name: file.name, type: file.type, size: file.size, file }));

/**
 * 税收居民身份声明 (spec 2 §2 "CRS declaration", §3–§5): the residency type, and for a resident elsewhere the name,
 * birth date, residence and birthplace in Chinese and in English, the tax rows with the exemption, and the images.
 * 提交 sends the declaration, then the images (with their progress), then shows the result.
 */
export function CrsDeclareScreen({ inApp }: { inApp: boolean }) {
  const [params] = useSearchParams();
  const [progress, setProgress] = useState(0);
  const [implementations] = useState(() => crsDeclarationImplementations(setProgress));
  const [snapshot, send] = useFlow(crsDeclarationMachine, implementations, {
    input: { jumpType: params.get('jumpType') ?? '', inApp, today: chinaDate(new Date()) },
  });
  const view = selectCrsDeclarationView(snapshot);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  // A problem is shown at its field, and the form scrolls there (the first problem, as 提交 checks top to bottom).
  const { message, messageAt } = view;
  useEffect(() => {
    if (message && messageAt) errorElement(messageAt)?.scrollIntoView?.({ block: 'center' });
  }, [message, messageAt]);

  if (view.loading) return <Loading />;
  if (view.failed) return <LoadFailed onRetry={() => send({ type: 'user.retry' })} />;

  const { form } = view;
  /** The message, where it belongs: under the field (or part) it is about. */
  const errorAt = (spot: string) =>
    message && messageAt === spot ? <AtField id={errorId(spot)}>{message}</AtField> : null;
  const text = (field: CrsTextField) => (
    <Fragment key={field}>
      <TextField
        label={CRS_FIELD_LABELS[field]}
        placeholder="请输入"
        value={form[field] ?? ''}
        maxLength={CRS_ADDRESS_MAX_LENGTH}
        onValueChange={(value) => send({ type: 'user.changeField', field, value })}
      />
      {errorAt(field)}
    </Fragment>
  );
  const area = (place: CrsPlace) => (
    <Fragment key={place}>
      <AreaPicker
        label={CRS_AREA_LABELS[place]}
        levels={CRS_AREA_LEVELS}
        value={{ province: view.areaChosen(place, 'province'), city: view.areaChosen(place, 'city') }}
        options={{ province: view.provinces, city: view.cities[place] }}
        loading={view.loadingCities === place ? 'city' : null}
        onPick={(level, choice) => send({ type: 'user.pickArea', place, level, choice })}
      />
      {errorAt(PLACE_FIELDS[place].province)}
      {errorAt(PLACE_FIELDS[place].city)}
    </Fragment>
  );
  const country = (field: CrsCountryField) => (
    <Fragment key={field}>
      <PickerField
        label={CRS_FIELD_LABELS[field]}
        value={view.countryChosen(form[field])}
        options={view.countries}
        searchable
        onPick={(choice) => send({ type: 'user.pickCountry', field, choice })}
      />
      {errorAt(field)}
    </Fragment>
  );
  const chooseImages = () => {
    const chosen = inApp ? chooseImagesInApp(CRS_MAX_IMAGES - view.images.length) : null;
    if (!chosen) return fileInput.current?.click();
    void chosen.then((files) => files.length && send({ type: 'user.addImages', images: asImages(files) }));
  };

  return (
    <Wide>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'user.submit' });
        }}
      >
        <Section>
          <SectionTitle id="crs-residency">请选择您的税收居民身份</SectionTitle>
          <ChoiceList role="radiogroup" aria-labelledby="crs-residency">
            {CRS_RESIDENCY_TYPES.map((t) => (
              <ChoiceRow key={t.value}>
                <input
                  type="radio"
                  name="p_oricustflag"
                  checked={form.p_oricustflag === t.value}
                  onChange={() => send({ type: 'user.chooseResidency', value: t.value })}
                />
                <span>{t.label}</span>
              </ChoiceRow>
            ))}
          </ChoiceList>
          {errorAt('p_oricustflag')}
        </Section>

        {view.full && (
          <>
            <Section aria-label="基本信息">
              <SectionTitle>基本信息</SectionTitle>
              {text('p_englastname')}
              {text('p_engname')}
              <DateRow>
                <label htmlFor="crs-birth">{CRS_FIELD_LABELS.p_birthdate}</label>
                <input
                  id="crs-birth"
                  type="date"
                  min={CRS_BIRTH_MIN}
                  max={snapshot.context.today}
                  value={form.p_birthdate ?? ''}
                  onChange={(e) => send({ type: 'user.pickBirthDate', value: e.target.value })}
                />
              </DateRow>
              {errorAt('p_birthdate')}
              {country('p_engcurrentworknation')}
            </Section>
            <Section aria-label="现居住地址">
              <SectionTitle>现居住地址</SectionTitle>
              {area('residence')}
              {text('p_currentaddr')}
              {country('jjgjyw')}
              {text('jjsfyw')}
              {text('p_engcurrentaddr')}
              {text('p_engregaddr')}
            </Section>
            <Section aria-label="出生地">
              <SectionTitle>出生地</SectionTitle>
              {area('birth')}
              {text('p_homeplace')}
              {country('p_engbornnation')}
              {text('cssfyw')}
              {text('cscsyw')}
              {text('csdzyw')}
            </Section>
            <Section aria-label="税收居民国（地区）及纳税人识别号">
              <SectionTitle>税收居民国（地区）及纳税人识别号</SectionTitle>
              {view.rows.map((row, index) => {
                const labels = taxLabels(index);
                return (
                  <TaxRow key={index}>
                    <PickerField
                      label={labels.country}
                      value={view.countryChosen(row.p_taxnation)}
                      options={view.countries}
                      searchable
                      onPick={(choice) => send({ type: 'user.pickTaxCountry', index, choice })}
                    />
                    <TextField
                      label={labels.number}
                      placeholder="请输入"
                      value={row.p_taxno}
                      maxLength={50}
                      onValueChange={(value) => send({ type: 'user.changeTaxNo', index, value })}
                      trailing={
                        view.canRemoveRow && (
                          <Button
                            $inline
                            $variant="secondary"
                            aria-label={labels.remove}
                            onClick={() => send({ type: 'user.removeTaxRow', index })}
                          >
                            删除
                          </Button>
                        )
                      }
                    />
                  </TaxRow>
                );
              })}
              {errorAt('p_tax')}
              {view.canAddRow && (
                <Add>
                  <Button $inline $variant="secondary" onClick={() => send({ type: 'user.addTaxRow' })}>
                    添加税收居民国（地区）
                  </Button>
                </Add>
              )}
              {view.needsExemption && (
                <>
                  <Hint id="crs-exemption">未能提供纳税人识别号的原因</Hint>
                  <ChoiceList role="radiogroup" aria-labelledby="crs-exemption">
                    {CRS_EXEMPTIONS.map((x) => (
                      <ChoiceRow key={x.value}>
                        <input
                          type="radio"
                          name="reansonforexe"
                          checked={form.reansonforexe === x.value}
                          onChange={() => send({ type: 'user.chooseExemption', value: x.value })}
                        />
                        <span>{x.label}</span>
                      </ChoiceRow>
                    ))}
                  </ChoiceList>
                  {errorAt('reansonforexe')}
                  {form.reansonforexe === 'B' && text('p_taxexplain')}
                </>
              )}
            </Section>
            <Section aria-label="证明材料">
              <SectionTitle>证明材料</SectionTitle>
              <Hint>请上传身份证明或税收居民身份证明，支持jpg、jpeg、png格式，单张不大于5M，最多6张</Hint>
              <Thumbs>
                {view.images.map((image, index) => (
                  <Thumb key={index} image={image}>
                    <Remove
                      type="button"
                      aria-label={`删除${image.name}`}
                      disabled={!view.canSubmit}
                      onClick={() => send({ type: 'user.removeImage', index })}
                    >
                      ×
                    </Remove>
                  </Thumb>
                ))}
                {view.images.length < CRS_MAX_IMAGES && (
                  <Pick type="button" onClick={chooseImages} disabled={!view.canSubmit}>
                    <span>
                      <span aria-hidden="true">＋</span>
                      选择图片
                    </span>
                  </Pick>
                )}
              </Thumbs>
              {errorAt('images')}
              <HiddenInput
                ref={fileInput}
                id={fileInputId}
                type="file"
                multiple
                accept={[...CRS_IMAGE_TYPES, '.jpg', '.jpeg', '.png'].join(',')}
                aria-label={CRS_IMAGE_INPUT_LABEL}
                onChange={(e) => {
                  const files = e.target.files ? asImages(e.target.files) : [];
                  e.target.value = '';
                  if (files.length) send({ type: 'user.addImages', images: files });
                }}
              />
              {view.uploading && (
                <Progress>
                  <progress aria-label="上传进度" max={100} value={Math.round(progress * 100)} />
                  <span>{Math.round(progress * 100)}%</span>
                </Progress>
              )}
            </Section>
          </>
        )}

        {/* Any other field's own rule (one the form shows no row for) says so here. */}
        {message && !(messageAt && errorElementShown(messageAt, view.full)) && <Message>{message}</Message>}
        <Statement>
          本人声明：以上信息真实、准确、完整。如信息发生变化，将在变化之日起30日内通知贵公司并重新声明。税收居民是指在中国境内有住所，或者无住所而一个纳税年度内在中国境内居住累计满183天的个人；临时离境一次不超过30天或多次累计不超过90天的，不扣减居住天数。
        </Statement>
        <Actions>
          <Button type="submit" disabled={!view.canSubmit} aria-busy={view.busy}>
            提交
          </Button>
        </Actions>
      </form>
    </Wide>
  );
}

const errorId = (spot: string) => `crs-error-${spot}`;
const errorElement = (spot: string) => document.getElementById(errorId(spot));

/** The places the form shows a message at (`errorAt`): the residency, and with the whole form every field and part. */
const FULL_FORM_SPOTS = new Set<string>([
  ...(Object.keys(CRS_FIELD_LABELS).filter((key) => !key.includes('.')) as string[]),
  ...Object.values(PLACE_FIELDS).flatMap((fields) => Object.values(fields) as string[]),
  'p_tax',
  'reansonforexe',
  'images',
]);
const errorElementShown = (spot: string, full: boolean) =>
  spot === 'p_oricustflag' || (full && FULL_FORM_SPOTS.has(spot));

/** The English fields' labels are the form's longest (居住详细地址（英文）): one line each. */
const Wide = styled(Page)`
  --field-label-width: 136px;
`;

/** A chosen image's thumbnail, its object URL released when it goes. */
function Thumb({ image, children }: { image: CrsImage; children: ReactNode }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // Browsers without object URLs show the name alone.
    if (typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(image.file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [image.file]);
  return (
    <ThumbBox>
      <img src={url ?? undefined} alt={image.name} />
      {children}
    </ThumbBox>
  );
}

const DateRow = styled.div`
  display: flex;
  align-items: center;
  min-height: 52px;
  padding: 0 16px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  label {
    flex: 0 0 var(--field-label-width, 84px);
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: ${({ theme }) => theme.tap};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.text};
  }
`;

const TaxRow = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Add = styled.div`
  padding: 12px 16px;
`;

const Hint = styled.p`
  margin: 8px 16px 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
  line-height: 1.6;
`;

const Thumbs = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 10px;
  padding: 12px 16px 16px;
`;

const ThumbBox = styled.div`
  ${ratioBox(1, 1)}
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.color.background};
  img {
    ${fillsRatioBox}
    object-fit: cover;
  }
`;

const Remove = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  color: #fff;
  font-size: ${({ theme }) => theme.font.large};
  text-shadow: 0 0 3px rgba(0, 0, 0, 0.8);
`;

/** Square, as the thumbnails beside it: its content is laid over the square in a column of its own. */
const Pick = styled.button`
  ${ratioBox(1, 1)}
  padding: 0;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.muted};
  > span {
    ${fillsRatioBox}
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 4px;
  }
  span span {
    font-size: ${({ theme }) => theme.font.xxl};
  }
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

/**
 * The bar is drawn here, in the page colour: the property that tints the browser's own bar is newer than the
 * WebViews the app supports (Chrome 93, iOS 15.4; docs/client.md, "The WebViews investors have"). Each engine's
 * part has a rule of its own, as a selector another engine does not know drops its whole rule.
 */
const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 16px 16px;
  progress {
    flex: 1;
    height: 8px;
    border: 0;
    border-radius: 4px;
    overflow: hidden;
    background: ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.primary};
    -webkit-appearance: none;
    appearance: none;
  }
  progress::-webkit-progress-bar {
    background: ${({ theme }) => theme.color.border};
  }
  progress::-webkit-progress-value {
    background: ${({ theme }) => theme.color.primary};
  }
  progress::-moz-progress-bar {
    background: ${({ theme }) => theme.color.primary};
  }
`;

const Statement = styled.p`
  margin: 12px 16px 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
  line-height: 1.7;
`;

/** A problem under its field: a line of its own before the next row. */
const AtField = styled(FieldError)`
  margin: 0;
  padding: 2px 16px 12px;
  line-height: 1.5;
`;

const Message = styled(FieldError)`
  margin: 12px 16px 0;
`;

const Actions = styled.div`
  margin: 20px 16px 24px;
`;

/** The module of the routes that show it (src/paths.ts), each with its props. */
export default CrsDeclareScreen;
