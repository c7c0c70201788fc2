import { Icon } from './icons';
import './legal.css';

/** Equal Housing Opportunity statement used by the terms and accessibility pages. */
export function FairHousingStatement({ agent, brokerage }: { agent: string; brokerage: string }) {
  return (
    <>
      <p>
        {agent} and {brokerage} are committed to the letter and spirit of the federal Fair Housing Act and the fair housing laws of
        Maryland, the District of Columbia and Virginia. We do not discriminate on the basis of race, color, religion, sex,
        disability, familial status or national origin, or any other class protected by state or local law, including marital
        status, sexual orientation, gender identity, source of income, age and military status.
      </p>
      <p>
        We will make reasonable accommodations and help with reasonable modifications for people with disabilities. If you believe
        you have experienced housing discrimination, you may contact the U.S. Department of Housing and Urban Development at
        1-800-669-9777.
      </p>
      <div className="lg-ehl">
        <Icon name="equalHousing" size={44} />
        <p>
          <strong>Equal Housing Opportunity.</strong> We support an open housing market for everyone.
        </p>
      </div>
    </>
  );
}
