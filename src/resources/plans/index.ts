// TODO(issue 8): this resource's views ({ list, create, edit, show, icon, recordRepresentation }).
const plans = {};
export default plans;
