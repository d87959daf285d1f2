// TODO(issue 8): this resource's views ({ list, create, edit, show, icon, recordRepresentation }).
const b2bUsers = {};
export default b2bUsers;
