export {
  DescriptionItem,
  type DescriptionItemProps,
  DescriptionList,
  type DescriptionListProps,
} from './DescriptionList';
