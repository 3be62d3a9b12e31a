import { expect, expectAccessible, signIn, test, text, textWith } from './fixtures';

// Issue 17 item 6 (the ontology; ADR 0098) end to end in Chromium, axe on every page and dialog shown: the admin adds a
// node of the journey's own under the root and a child under it, relates the child to its parent ("requires"), and
// sees the spec's 'Unable to create relation' when the parent would require the child back (a cycle).

test.use({ actionTimeout: 20_000 });

test('ontology: the admin adds nodes and a relation, and a cycle is refused', async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const parent = `E2E concept ${stamp}`;
  const child = `E2E narrower ${stamp}`;
  const tree = page.getByRole('region', { name: text('ontology.tree') });

  const addNode = async (label: string) => {
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(text('ontology.node.form_rules'))).toBeVisible();
    await dialog
      .getByRole('textbox', { name: text('ontology.field.label'), exact: false })
      .first()
      .fill(`${label} (bn)`);
    await dialog.getByRole('textbox', { name: text('ontology.field.label_en') }).fill(label);
    await dialog
      .getByRole('textbox', { name: text('ontology.field.name'), exact: false })
      .first()
      .fill(`${label} (bn)`);
    await dialog.getByRole('button', { name: text('common.save') }).click();
    // the first node's snackbar may still show when the second one's appears (a slow machine): the newest one counts
    await expect(page.getByText(text('ontology.success.node_created')).last()).toBeVisible();
    await expect(page.getByRole('region', { name: label })).toBeVisible();
  };

  const relate = async (type: string, target: string) => {
    await page.getByRole('button', { name: text('ontology.relations.add') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: text('ontology.field.relation_type') }).click();
    await page.getByRole('option', { name: text(`ontology.relations.type_option.${type}`) }).click();
    const node = dialog.getByRole('combobox', { name: text('ontology.field.target_id') });
    await node.fill(target);
    await page.getByRole('option', { name: target }).click();
    await dialog.getByRole('button', { name: text('ontology.relations.add') }).click();
    return dialog;
  };

  await test.step('the admin opens /ontology and adds a node under the root and one under it', async () => {
    await signIn(page, 'admin', 'admin', '/ontology');
    await expect(page.getByRole('heading', { level: 1, name: text('ontology.title') })).toBeVisible();
    await expect(page.getByText(text('ontology.rules'))).toBeVisible();
    await expect(tree.getByRole('button', { name: 'Skills', exact: true })).toBeVisible();
    await expectAccessible(page, 'ontology');
    await page.getByRole('button', { name: text('ontology.node.new') }).click();
    await expectAccessible(page, 'ontology, new node');
    await addNode(parent);
    await page.getByRole('button', { name: textWith('ontology.node.add_child', { label: parent }) }).click();
    await addNode(child);
    await expect(tree.getByRole('button', { name: child })).toHaveAttribute('aria-current', 'true');
  });

  await test.step('the child requires its parent; the parent requiring the child back is refused', async () => {
    const added = await relate('requires', parent);
    await expect(added).toBeHidden();
    const panel = page.getByRole('region', { name: child });
    await expect(
      panel.getByRole('button', {
        name: textWith('ontology.relations.out.requires', { label: parent }),
        exact: true,
      }),
    ).toBeVisible();
    await tree.getByRole('button', { name: parent }).click();
    await expect(
      page.getByRole('region', { name: parent }).getByRole('button', {
        name: textWith('ontology.relations.in.requires', { label: child }),
        exact: true,
      }),
    ).toBeVisible();
    const refused = await relate('requires', child);
    await expect(refused.getByText(text('ontology.errors.unable_to_create_relation'))).toBeVisible();
    await expectAccessible(page, 'ontology, relation refused');
    await refused.getByRole('button', { name: text('common.cancel') }).click();
    await expect(refused).toBeHidden();
  });
});
