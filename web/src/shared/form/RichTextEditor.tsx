// Rich text bound to a Formik field holding HTML (SPEC §3 EmailTemplate Content), edited with
// draft-js, the editor the user asked for: bold, italic, underline, headings, lists and links, and
// placeholders inserted at the cursor. licensing-api sanitizes whatever HTML it is sent.
import 'draft-js/dist/Draft.css';
import { Button } from '@fluentui/react-button';
import {
  LinkDismissRegular,
  LinkRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextHeader1Regular,
  TextHeader2Regular,
  TextHeader3Regular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextUnderlineRegular,
} from '@fluentui/react-icons';
import { Input } from '@fluentui/react-input';
import { Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-popover';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { Toolbar, ToolbarButton, ToolbarDivider } from '@fluentui/react-toolbar';
import { Tooltip } from '@fluentui/react-tooltip';
import { makeStyles, shorthands } from '@griffel/react';
import {
  CompositeDecorator,
  type DraftDecorator,
  type DraftDecoratorComponentProps,
  type DraftHandleValue,
  Editor,
  EditorState,
  Modifier,
  RichUtils,
} from 'draft-js';
import { stateToHTML } from 'draft-js-export-html';
import { stateFromHTML } from 'draft-js-import-html';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { FieldFrame, useFormField } from './FieldFrame';

const useStyles = makeStyles({
  layout: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  frame: {
    flex: '1 1 420px',
    minWidth: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  invalid: shorthands.borderColor(tokens.colorPaletteRedBorder2),
  toolbar: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, flexWrap: 'wrap' },
  // SPEC-sized editing area: 400 px, scrolling beyond.
  area: {
    height: '400px',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalM,
    cursor: 'text',
    '& a': { color: tokens.colorBrandForegroundLink },
  },
  placeholders: {
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
    flex: '0 1 220px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  placeholder: { justifyContent: 'flex-start' },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  linkForm: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

type Placeholder = { readonly token: string; readonly label: string };

export type RichTextEditorProps = {
  /** The Formik field path; its value is HTML. */
  name: string;
  label: string;
  required?: boolean;
  /** Tokens listed beside the editor that a click inserts at the cursor ({0} customer name…). */
  placeholders?: readonly Placeholder[];
};

const INLINE_STYLES = [
  { style: 'BOLD', label: 'Bold', icon: <TextBoldRegular /> },
  { style: 'ITALIC', label: 'Italic', icon: <TextItalicRegular /> },
  { style: 'UNDERLINE', label: 'Underline', icon: <TextUnderlineRegular /> },
] as const;

const BLOCK_TYPES = [
  { type: 'header-one', label: 'Heading 1', icon: <TextHeader1Regular /> },
  { type: 'header-two', label: 'Heading 2', icon: <TextHeader2Regular /> },
  { type: 'header-three', label: 'Heading 3', icon: <TextHeader3Regular /> },
  { type: 'unordered-list-item', label: 'Bulleted list', icon: <TextBulletListLtrRegular /> },
  { type: 'ordered-list-item', label: 'Numbered list', icon: <TextNumberListLtrRegular /> },
] as const;

const findLinks: DraftDecorator['strategy'] = (block, callback, content) =>
  block.findEntityRanges((character) => {
    const key = character.getEntity();
    return key !== null && content.getEntity(key).getType() === 'LINK';
  }, callback);

/** A link's text in the editor; findLinks gives it only ranges that have a link entity. */
function EditorLink({ contentState, entityKey, children }: DraftDecoratorComponentProps) {
  const { url } = contentState.getEntity(entityKey!).getData() as { url: string };
  return (
    <a href={url} title={url}>
      {children}
    </a>
  );
}

const decorator = new CompositeDecorator([{ strategy: findLinks, component: EditorLink }]);

const stateOf = (html: string) =>
  html ? EditorState.createWithContent(stateFromHTML(html), decorator) : EditorState.createEmpty(decorator);

/** An emptied editor exports '<p><br></p>': the field is then empty, so `required` names it. */
function htmlOf(state: EditorState): string {
  const content = state.getCurrentContent();
  return content.hasText() ? stateToHTML(content) : '';
}

/** Toolbar buttons act on the editor's selection: pressing one must not take the focus from it. */
const keepSelection = (event: { preventDefault(): void }) => event.preventDefault();

export function RichTextEditor({ name, label, required, placeholders }: RichTextEditorProps): ReactElement {
  const styles = useStyles();
  const { field, helpers, error } = useFormField<string>(name);
  const [state, setState] = useState(() => stateOf(field.value ?? ''));
  // The HTML this editor last wrote: a different field value comes from outside (a reset, a picked
  // template) and replaces the editor's content.
  const written = useRef(field.value ?? '');
  const editor = useRef<Editor>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('https://');

  useEffect(() => {
    const value = field.value ?? '';
    if (value !== written.current) {
      written.current = value;
      setState(stateOf(value));
    }
  }, [field.value]);

  const change = (next: EditorState) => {
    setState(next);
    // A moved cursor keeps the content: the field (and the unsaved-changes guard) stays as it was.
    if (next.getCurrentContent() === state.getCurrentContent()) return;
    const html = htmlOf(next);
    if (html !== written.current) {
      written.current = html;
      void helpers.setValue(html);
    }
  };

  const handleKeyCommand = (command: string, current: EditorState): DraftHandleValue => {
    const next = RichUtils.handleKeyCommand(current, command);
    if (!next) return 'not-handled';
    change(next);
    return 'handled';
  };

  const inline = state.getCurrentInlineStyle();
  const selection = state.getSelection();
  const blockType = state.getCurrentContent().getBlockForKey(selection.getStartKey())?.getType();
  const canLink = !selection.isCollapsed();

  const insert = (text: string) => {
    const content = Modifier.replaceText(state.getCurrentContent(), state.getSelection(), text);
    change(EditorState.push(state, content, 'insert-characters'));
    setTimeout(() => editor.current?.focus(), 0);
  };

  const addLink = () => {
    const content = state.getCurrentContent().createEntity('LINK', 'MUTABLE', { url: linkUrl.trim() });
    const withEntity = EditorState.set(state, { currentContent: content });
    change(RichUtils.toggleLink(withEntity, withEntity.getSelection(), content.getLastCreatedEntityKey()));
    setLinkOpen(false);
  };

  /** A format's button, pressed while the selection has it. */
  const formatButton = (text: string, icon: ReactElement, pressed: boolean, toggle: () => EditorState) => (
    <Tooltip key={text} content={text} relationship="label">
      <ToolbarButton
        icon={icon}
        aria-pressed={pressed}
        appearance={pressed ? 'primary' : 'subtle'}
        onMouseDown={keepSelection}
        onClick={() => change(toggle())}
      />
    </Tooltip>
  );

  return (
    <FieldFrame label={label} required={required} error={error}>
      <div className={styles.layout}>
        <div className={`${styles.frame} ${error ? styles.invalid : ''}`}>
          <Toolbar aria-label={`${label} formatting`} size="small" className={styles.toolbar}>
            {INLINE_STYLES.map(({ style, label: text, icon }) =>
              formatButton(text, icon, inline.has(style), () => RichUtils.toggleInlineStyle(state, style)),
            )}
            <ToolbarDivider />
            {BLOCK_TYPES.map(({ type, label: text, icon }) =>
              formatButton(text, icon, blockType === type, () => RichUtils.toggleBlockType(state, type)),
            )}
            <ToolbarDivider />
            <Popover open={linkOpen} onOpenChange={(_, data) => setLinkOpen(data.open)} trapFocus>
              <PopoverTrigger disableButtonEnhancement>
                <Tooltip content={canLink ? 'Link' : 'Select text to link'} relationship="label">
                  <ToolbarButton icon={<LinkRegular />} disabled={!canLink} onMouseDown={keepSelection} />
                </Tooltip>
              </PopoverTrigger>
              <PopoverSurface>
                <form
                  className={styles.linkForm}
                  onSubmit={(event) => {
                    event.preventDefault();
                    // React bubbles events through the portal to the page's form, which would submit.
                    event.stopPropagation();
                    addLink();
                  }}
                >
                  <Input
                    aria-label="Link address"
                    type="url"
                    value={linkUrl}
                    onChange={(_, data) => setLinkUrl(data.value)}
                  />
                  <Button
                    type="submit"
                    appearance="primary"
                    disabled={!/^(https?:|mailto:)/i.test(linkUrl.trim())}
                  >
                    Add link
                  </Button>
                </form>
              </PopoverSurface>
            </Popover>
            <Tooltip content="Remove link" relationship="label">
              <ToolbarButton
                icon={<LinkDismissRegular />}
                disabled={!canLink}
                onMouseDown={keepSelection}
                onClick={() => change(RichUtils.toggleLink(state, selection, null))}
              />
            </Tooltip>
          </Toolbar>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on the padding focuses the editor, which has its own keyboard access. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above. */}
          <div className={styles.area} onClick={() => editor.current?.focus()}>
            <Editor
              ref={editor}
              editorState={state}
              onChange={change}
              handleKeyCommand={handleKeyCommand}
              onBlur={() => void helpers.setTouched(true)}
              ariaLabel={label}
              ariaMultiline
              spellCheck
              stripPastedStyles={false}
            />
          </div>
        </div>
        {placeholders && (
          <fieldset className={styles.placeholders}>
            <legend className={styles.legend}>Placeholders</legend>
            <Text size={200}>Click one to insert it at the cursor.</Text>
            {placeholders.map((placeholder) => (
              <Button
                key={placeholder.token}
                size="small"
                appearance="subtle"
                className={styles.placeholder}
                onMouseDown={keepSelection}
                onClick={() => insert(placeholder.token)}
              >
                {placeholder.token} {placeholder.label}
              </Button>
            ))}
          </fieldset>
        )}
      </div>
    </FieldFrame>
  );
}
