/**
 * A postal address as the portal shows one (the address book, the checkout's and a ticket sale's review):
 * company, name, street, postal code and city with the country's name, phone, one per line.
 */
export function PostalAddress({
  address,
  country,
}: {
  address: {
    readonly company?: string | null;
    readonly firstName: string;
    readonly lastName: string;
    readonly street: string;
    readonly additionalAddress?: string | null;
    readonly postalCode: string;
    readonly city: string;
    readonly phone?: string | null;
  };
  /** The country's name in the page's language. */
  country: string;
}) {
  return (
    <address>
      {address.company && (
        <>
          {address.company}
          <br />
        </>
      )}
      {address.firstName} {address.lastName}
      <br />
      {address.street}
      {address.additionalAddress && <>, {address.additionalAddress}</>}
      <br />
      {address.postalCode} {address.city}, {country}
      {address.phone && (
        <>
          <br />
          {address.phone}
        </>
      )}
    </address>
  );
}
