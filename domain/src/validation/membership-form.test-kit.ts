// A valid membership form as a client sends it (strings where the form has text boxes), for the
// tests of the api, the domain and the browser; each spreads it and changes what it is about.

export const MEMBERSHIP_FORM_EXAMPLE = {
  last_name: "検証",
  first_name: "花子",
  email: "hanako@example.jp",
  hospital_location: 13,
  hospital_name: "千代田中央病院",
  department: 7,
  role_in_department: 6,
  position: "主任",
  working_corporate_type: 4,
  corporate_type: [10],
  sickbed_number: "120",
  email_magazine_flag: 2,
} as const;
