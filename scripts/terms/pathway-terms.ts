import { AGENCY, type TermsDocument } from './terms-document.ts';

/** Terms for university pathway and foundation programmes (content/terms/pathway-terms.jpg). */
export const pathwayTerms: TermsDocument = {
  title: `${AGENCY.name} University Pathway Terms`,
  preamble: ['Foundation, pre-master and pathway programmes', AGENCY.version],
  sections: [
    {
      heading: '1. Entry requirements',
      paragraphs: [
        'Places are offered on the basis of your school or university results and your level of English. The minimum level for each programme is shown on the school page (usually IELTS 5.0 to 5.5 or the equivalent). Offers are conditional until you have sent certified copies of your certificates and your test results.',
      ],
    },
    {
      heading: '2. Progression',
      paragraphs: [
        'Progression to a partner university depends on passing the programme with the grades and attendance the university requires. A place at a given university or on a given degree is not guaranteed, and the university makes the final admission decision.',
      ],
    },
    {
      heading: '3. Deposit and tuition fees',
      paragraphs: [
        'A tuition deposit is due when you accept the offer and is paid directly to the school. The balance is due 28 days before the start, or in the instalments the school states. Cancellation is free within three calendar days of booking; after that the deposit is not refundable except as stated below.',
      ],
    },
    {
      heading: '4. Visa refusal',
      paragraphs: [
        'Where the school allows it, the prepayment is refunded if your student visa is refused, less an administration fee of the school and bank charges, on receipt of the official refusal letter. No refund is made if the refusal is caused by false documents, by a late application or by your failure to attend the visa interview.',
      ],
    },
    {
      heading: '5. Attendance and conduct',
      paragraphs: [
        'Students must attend at least 80 percent of classes; schools report absence to the immigration authorities where the law requires it. Plagiarism and other academic misconduct may lead to the loss of marks or to dismissal from the programme without refund.',
      ],
    },
    {
      heading: '6. Deferral and withdrawal',
      paragraphs: [
        'You may defer your start once, to a start date within 12 months, if you ask at least 28 days before the start. If you withdraw after the start, fees for the current term are not refunded.',
      ],
    },
    {
      heading: '7. Insurance and complaints',
      paragraphs: [
        `Health insurance for the whole programme is compulsory. Complaints go first to the school; if not resolved, write to ${AGENCY.email} within 28 days. We reply within 14 days.`,
      ],
    },
  ],
};
