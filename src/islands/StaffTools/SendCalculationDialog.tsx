import { useState, type FormEvent, type RefObject } from 'react';
import type { Culture } from '#domain/culture.ts';
import { calculationMailFieldsSchema, CALCULATION_MAIL_LIMITS } from '#domain/quotes/calculation-mail-fields.ts';
import { fieldProblems, type FieldProblem } from '#domain/quotes/field-problems.ts';
import { OfficeCallError, sendCalculation } from './office-quotes-api.ts';
import { StaffDialog } from './StaffDialog.tsx';

/** The submit states of the client calculation mail (spec section 4): initial, process, complete, exception. */
type SubmitState =
  | { kind: 'initial' }
  | { kind: 'process' }
  | { kind: 'complete'; message: string }
  | { kind: 'exception'; message: string };

const FIELDS = {
  email: { id: 'calculation-email', label: 'Client’s e-mail' },
  name: { id: 'calculation-name', label: 'Client’s name' },
  text: { id: 'calculation-text', label: 'Message (optional)' },
} as const;
type Field = keyof typeof FIELDS;
const isField = (name: string): name is Field => name in FIELDS;

/**
 * The client calculation mail modal (spec sections 2 and 5): Email and Name required, Text
 * optional, checked with the server's own schema before sending; the server prices the cart
 * itself and mails it. The answer shows in a status line; problems are named field by field.
 */
export function SendCalculationDialog({
  schoolId,
  culture,
  query,
  opener,
  onClose,
}: {
  schoolId: number;
  culture: Culture;
  query: string;
  opener: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const [state, setState] = useState<SubmitState>({ kind: 'initial' });
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const problemOf = (field: Field) => problems.find((problem) => problem.field === field)?.message;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'process') return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: Field) => String(data.get(name) ?? '');
    const fields = calculationMailFieldsSchema.safeParse({
      email: value('email'),
      name: value('name'),
      text: value('text'),
    });
    if (!fields.success) {
      const found = fieldProblems(fields.error);
      setProblems(found);
      setState({ kind: 'initial' });
      const first = found.find((problem) => isField(problem.field));
      if (first) document.getElementById(FIELDS[first.field as Field].id)?.focus();
      return;
    }
    setProblems([]);
    setState({ kind: 'process' });
    try {
      const { message } = await sendCalculation({ schoolId, culture, query, ...fields.data });
      setState({ kind: 'complete', message });
      form.reset();
    } catch (error) {
      const found = error instanceof OfficeCallError ? error.problems : [];
      setProblems(found);
      setState({ kind: 'exception', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const input = (field: Exclude<Field, 'text'>, type: 'email' | 'text') => {
    const problem = problemOf(field);
    return (
      <div className="field">
        <label htmlFor={FIELDS[field].id}>{FIELDS[field].label}</label>
        <input
          id={FIELDS[field].id}
          name={field}
          type={type}
          autoComplete="off"
          maxLength={CALCULATION_MAIL_LIMITS[field]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${FIELDS[field].id}-error` : undefined}
          {...(field === 'email' ? { 'data-autofocus': '' } : {})}
        />
        {problem && (
          <p className="field-error" id={`${FIELDS[field].id}-error`}>
            {problem}
          </p>
        )}
      </div>
    );
  };
  const textProblem = problemOf('text');
  const otherProblems = problems.filter((problem) => !isField(problem.field));

  return (
    <StaffDialog id="send-calculation" title="Send calculation to client" opener={opener} onClose={onClose}>
      <p className="muted">
        The client receives this cart priced by the server, in the page’s language, with a link that opens it again.
      </p>
      {(problems.length > 0 || state.kind === 'exception') && (
        <div className="form-problems" role="alert">
          <p>
            {problems.length > 0
              ? 'The calculation was not sent:'
              : `The calculation was not sent: ${state.kind === 'exception' ? state.message : ''}`}
          </p>
          {problems.length > 0 && (
            <ul>
              {problems.map((problem) => (
                <li key={problem.field}>
                  {isField(problem.field) ? `${FIELDS[problem.field].label}: ` : ''}
                  {problem.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <form className="booking-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {input('email', 'email')}
        {input('name', 'text')}
        <div className="field">
          <label htmlFor={FIELDS.text.id}>{FIELDS.text.label}</label>
          <textarea
            id={FIELDS.text.id}
            name="text"
            rows={4}
            maxLength={CALCULATION_MAIL_LIMITS.text}
            aria-invalid={textProblem ? true : undefined}
            aria-describedby={textProblem ? `${FIELDS.text.id}-error` : undefined}
          />
          {textProblem && (
            <p className="field-error" id={`${FIELDS.text.id}-error`}>
              {textProblem}
            </p>
          )}
        </div>
        {otherProblems.length > 0 && <p className="muted">Change the cart on the page, then send again.</p>}
        <p role="status" className="staff-status">
          {state.kind === 'process' ? 'Sending…' : state.kind === 'complete' ? state.message : ''}
        </p>
        <div className="booking-actions">
          <button type="submit" className="button" aria-disabled={state.kind === 'process' || undefined}>
            Send
          </button>
        </div>
      </form>
    </StaffDialog>
  );
}
