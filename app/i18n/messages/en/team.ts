export default {
  'team.notAllowed': 'Your role in your organization’s team does not allow this. Ask an admin or the owner.',
}
