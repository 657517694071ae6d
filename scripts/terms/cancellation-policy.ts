import { AGENCY, type TermsDocument } from './terms-document.ts';

/** The cancellation policy as one printable page (content/terms/cancellation-policy.png). */
export const cancellationPolicy: TermsDocument = {
  title: `${AGENCY.name} Cancellation Policy`,
  preamble: [AGENCY.version],
  sections: [
    {
      heading: 'Within three calendar days of booking',
      paragraphs: ['Free of charge. The full prepayment is refunded, whatever the start date of the course.'],
    },
    {
      heading: '28 days or more before the start of the course',
      paragraphs: ['The deposit is retained by the school. Any payment above the deposit is refunded.'],
    },
    {
      heading: 'Less than 28 days before the start of the course',
      paragraphs: [
        'The school may retain up to the full price of the first four weeks of the course and of the accommodation, and the registration and placement fees.',
      ],
    },
    {
      heading: 'After the start, no-show and early departure',
      paragraphs: [
        'No refund is made for a course or accommodation that has started, for missed lessons or for leaving early.',
      ],
    },
    {
      heading: 'Visa refusal',
      paragraphs: [
        'Where the school allows it (the school page says so), the prepayment is refunded less bank charges and any courier fee, on receipt of the official refusal letter within 14 days and at least 7 days before the course starts.',
      ],
    },
    {
      heading: 'Balance not paid on time',
      paragraphs: [
        'The balance is due 28 days before the start. If it is not paid, the school may cancel the booking and apply the charges above.',
      ],
    },
    {
      heading: 'How to cancel',
      paragraphs: [
        `Write to the school or to ${AGENCY.email} with your booking number. The day we receive your message is the day of cancellation. Cancellation insurance is strongly recommended.`,
      ],
    },
  ],
};
