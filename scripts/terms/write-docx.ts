import type { TermsDocument } from './terms-document.ts';
import { escapeXml } from './escape-xml.ts';
import { writeZip } from './write-zip.ts';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

export type DocxInfo = { title: string; author: string; date: Date };

/**
 * Writes a terms document as a Word (Office Open XML) file: the three parts every reader needs
 * plus styles, so headings show in Word's navigation pane, and core properties for the title.
 */
export function writeDocx(doc: TermsDocument, info: DocxInfo): Buffer {
  return writeZip([
    { name: '[Content_Types].xml', data: contentTypes() },
    { name: '_rels/.rels', data: packageRels() },
    { name: 'docProps/core.xml', data: coreProperties(info) },
    {
      name: 'docProps/app.xml',
      data: `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>LinguaTrips make-terms</Application></Properties>`,
    },
    {
      name: 'word/_rels/document.xml.rels',
      data: `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    },
    { name: 'word/styles.xml', data: styles() },
    { name: 'word/document.xml', data: documentXml(doc) },
  ]);
}

function contentTypes(): string {
  const override = (part: string, type: string) => `<Override PartName="${part}" ContentType="${type}"/>`;
  return (
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    override('/word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml') +
    override('/word/styles.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml') +
    override('/docProps/core.xml', 'application/vnd.openxmlformats-package.core-properties+xml') +
    override('/docProps/app.xml', 'application/vnd.openxmlformats-officedocument.extended-properties+xml') +
    '</Types>'
  );
}

function packageRels(): string {
  return (
    `${XML}<Relationships xmlns="${PKG_REL}">` +
    `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/>` +
    `<Relationship Id="rId2" Type="${PKG_REL}/metadata/core-properties" Target="docProps/core.xml"/>` +
    `<Relationship Id="rId3" Type="${REL}/extended-properties" Target="docProps/app.xml"/>` +
    '</Relationships>'
  );
}

function coreProperties(info: DocxInfo): string {
  const when = info.date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return (
    `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${escapeXml(info.title)}</dc:title><dc:creator>${escapeXml(info.author)}</dc:creator><dc:language>en-GB</dc:language>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified>` +
    '</cp:coreProperties>'
  );
}

function styles(): string {
  const style = (id: string, name: string, pPr: string, rPr: string) =>
    `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>` +
    `<w:pPr>${pPr}</w:pPr><w:rPr>${rPr}</w:rPr></w:style>`;
  return (
    `${XML}<w:styles xmlns:w="${W}">` +
    '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:eastAsia="Arial" w:cs="Arial"/>' +
    '<w:sz w:val="21"/><w:szCs w:val="21"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault>' +
    '<w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="276" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>' +
    '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>' +
    style(
      'Title',
      'Title',
      '<w:spacing w:after="200"/>',
      '<w:b/><w:color w:val="1B447A"/><w:sz w:val="40"/><w:szCs w:val="40"/>',
    ) +
    style(
      'Subtitle',
      'Subtitle',
      '<w:spacing w:after="40"/>',
      '<w:color w:val="666666"/><w:sz w:val="18"/><w:szCs w:val="18"/>',
    ) +
    style(
      'Heading1',
      'heading 1',
      '<w:keepNext/><w:spacing w:before="240" w:after="80"/><w:outlineLvl w:val="0"/>',
      '<w:b/><w:color w:val="1B447A"/><w:sz w:val="26"/><w:szCs w:val="26"/>',
    ) +
    '</w:styles>'
  );
}

function documentXml(doc: TermsDocument): string {
  const paragraph = (text: string, styleId?: string) =>
    `<w:p>${styleId ? `<w:pPr><w:pStyle w:val="${styleId}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
  const body = [
    paragraph(doc.title, 'Title'),
    ...doc.preamble.map((line) => paragraph(line, 'Subtitle')),
    ...doc.sections.flatMap((section) => [
      paragraph(section.heading, 'Heading1'),
      ...section.paragraphs.map((text) => paragraph(text)),
    ]),
  ];
  // A4 with 2 cm margins, in twentieths of a point.
  const section =
    '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="709" w:footer="709" w:gutter="0"/></w:sectPr>';
  return `${XML}<w:document xmlns:w="${W}"><w:body>${body.join('')}${section}</w:body></w:document>`;
}
