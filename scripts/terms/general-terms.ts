import { AGENCY, type TermsDocument } from './terms-document.ts';

/** The agency's general terms, the default terms file of every school (content/terms/general-terms.pdf). */
export const generalTerms: TermsDocument = {
  title: `${AGENCY.name} General Terms and Conditions`,
  preamble: [`${AGENCY.legalName}, ${AGENCY.address}`, AGENCY.version],
  sections: [
    {
      heading: '1. Who we are and what we do',
      paragraphs: [
        `${AGENCY.name} is a booking agent for language courses abroad. We pass your booking to the school you choose, check your documents and help you until the end of your course. Your contract for tuition, accommodation and transfers is made with the school, whose own terms also apply. Where the school's terms and these terms differ, the school's terms prevail for the services the school provides.`,
        'These terms apply to every booking made through our web site, by e-mail or by telephone. Please read them together with the school page, which lists the course, the accommodation, the fees and the deposit that apply to your booking.',
      ],
    },
    {
      heading: '2. Booking',
      paragraphs: [
        'You book by sending the booking form with your name, e-mail address and telephone number. A booking is a request until the school confirms that the course and the accommodation are available for your dates. We send you the confirmation, the invoice of the school and, where you need them, the documents for your visa application within 3 to 5 working days.',
        'Students must meet the minimum age of the course and of the accommodation. Students under 18 may only book programmes marked as junior programmes, and only with the written consent of a parent or legal guardian.',
      ],
    },
    {
      heading: '3. Prices',
      paragraphs: [
        'Prices are set by the school and shown in the currency of the school. Amounts shown in another currency are for information only and are converted at the rate of the day. The price includes the course, the accommodation and the transfer you selected, and the registration fee, the accommodation placement fee and the course material fee of the school. Books that are paid at the school are shown but not included in the total.',
        'We do not charge you a booking fee. The price you see is the price of the school, including any promotion that applies on the day you book.',
      ],
    },
    {
      heading: '4. Deposit',
      paragraphs: [
        'To secure your place you pay a deposit directly to the school by credit card when you book. The amount of the deposit is set by each school (usually the equivalent of 150 to 300 US dollars) and is shown in the price summary before you book. Some schools, in particular in Ireland and Canada, require payment of the full price at the time of booking; the price summary then says so.',
        'The deposit is part of the price, not an extra charge. It is deducted from the balance.',
      ],
    },
    {
      heading: '5. Balance',
      paragraphs: [
        'The balance is due 28 days before the start of the course. If you book less than 28 days before the start of the course, the full price is due at the time of booking. If the balance is not paid on time, the school may cancel the booking and apply the cancellation charges in section 6.',
      ],
    },
    {
      heading: '6. Cancellation by you',
      paragraphs: [
        'You may cancel free of charge within three calendar days of booking; we then ask the school to refund the full prepayment. The free cancellation period ends at midnight (Irish time) on the third calendar day after the day of booking.',
        'After that period the deposit is not refundable. If you cancel 28 days or more before the start of the course, the school retains the deposit and refunds any further payment. If you cancel less than 28 days before the start, the school may retain up to the full price of the first four weeks of the course and of the accommodation. No refund is made for a course or accommodation that has started, for lessons missed or for early departure.',
        'Cancellations must be sent in writing to the school or to us. The date we receive your message is the date of cancellation.',
      ],
    },
    {
      heading: '7. Visa refusal',
      paragraphs: [
        'If your visa is refused and the school allows a refund of the prepayment in this case (the school page then shows this), the school refunds the prepayment less bank charges and any courier fee already spent. You must send us the official refusal letter within 14 days of receiving it and at least 7 days before the start of the course.',
        'No refund is made if the visa was refused because of false or incomplete documents, because the application was made late, or if a visa was granted and not used. Where the school does not allow a refund on visa refusal, section 6 applies.',
      ],
    },
    {
      heading: '8. Changes by you',
      paragraphs: [
        'You may ask to change the start date, the course or the accommodation. Changes depend on availability and on the terms of the school; the school may charge an administration fee (usually 50 euros or the equivalent) and any difference in price. A change that shortens the course is treated as a partial cancellation.',
      ],
    },
    {
      heading: '9. Changes by the school',
      paragraphs: [
        'Schools do not teach on public holidays and on the non-working days listed on the school page; these lessons are not made up or refunded. A school may combine classes or reduce lessons when a class has fewer students than its minimum, and it may change the accommodation for one of the same standard. If the school cancels your course, you receive a full refund of all payments made for it.',
      ],
    },
    {
      heading: '10. Insurance',
      paragraphs: [
        'You must hold travel and medical insurance for the whole stay, including liability and the cost of returning home in an emergency. Students from outside the European Union must also meet the insurance requirements of their visa. We strongly recommend cancellation insurance; it is the only protection against the charges in section 6. Schools and LinguaTrips are not liable for the loss of personal belongings.',
      ],
    },
    {
      heading: '11. Accommodation',
      paragraphs: [
        'Accommodation is allocated by the school. It starts on the arrival day and ends on the departure day shown on the school page; extra nights are charged at the rate of the school. Please tell the school about allergies, diets and smoking before you arrive; a change of accommodation requested after arrival depends on availability and may carry a fee.',
      ],
    },
    {
      heading: '12. Conduct',
      paragraphs: [
        'Students must respect the rules of the school and of the accommodation and the laws of the host country. A school may exclude a student for serious misconduct, for persistent absence or for an illegal act, without refund.',
      ],
    },
    {
      heading: '13. Our liability',
      paragraphs: [
        'We are responsible for passing your booking correctly to the school and for the information we give you. We are not responsible for the services of the school, of the accommodation providers or of transport companies, nor for events beyond our control such as strikes, epidemics, natural disasters or the decisions of public authorities.',
      ],
    },
    {
      heading: '14. Complaints',
      paragraphs: [
        'If something is wrong during your stay, tell the school at once so that it can put it right; most problems are solved on the spot. If the problem is not solved, write to us at ' +
          `${AGENCY.email} within 28 days of the end of your course, with your booking number and a description of the problem. We reply within 14 days and pass your complaint to the school. If you are not satisfied with the answer, you may refer the matter to the consumer protection body of your country or to the European Online Dispute Resolution platform.`,
      ],
    },
    {
      heading: '15. Personal data and applicable law',
      paragraphs: [
        'We use your personal data only to handle your booking and, if you agreed, to send you our newsletter. We pass it to the school you book with and to no one else. These terms are governed by Irish law; consumers keep the protection of the law of the country where they live.',
      ],
    },
  ],
};
